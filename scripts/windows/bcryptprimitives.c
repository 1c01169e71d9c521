/* Test-only shim for running the Windows program under Wine 8.0 (scripts/windows-smoke.sh).
 *
 * Rust's standard library takes its random bytes from ProcessPrng in bcryptprimitives.dll
 * (Windows 10 and later); Wine 8.0 does not export it, so the program stops at start-up. This
 * DLL, placed beside the exe, gives ProcessPrng over RtlGenRandom (advapi32's SystemFunction036),
 * which Wine has. It is never shipped: real Windows has ProcessPrng. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
