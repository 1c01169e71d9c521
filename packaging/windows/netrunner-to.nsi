; The Windows installer (issue 34), built by scripts/package.sh with makensis (NSIS 3; Debian's
; "nsis" package cross-builds it on Linux):
;   makensis -DVERSION=0.1.0 -DSTAGE=<folder with netrunner-to.exe and the documents>
;            -DOUTFILE=<installer.exe> packaging/windows/netrunner-to.nsi
; It installs for the current user only, without administrator rights, in
; %LOCALAPPDATA%\Programs\Netrunner TO; adds a Start-menu entry; registers the event file type
; (the ProgID NetrunnerTO.Event, offered for .json files under "Open with": Windows lets only the
; user choose the default app, and other .json files are not ours); and registers an uninstaller
; that removes exactly what was installed. The organizer's event files and the app's settings
; (%APPDATA%\netrunner-to) are never touched. Silent: /S (install), uninstall.exe /S.

; The program is x86-64 only: a 64-bit installer (and it runs where only 64-bit Wine is).
Target amd64-unicode
!ifndef VERSION
  !error "-DVERSION=x.y.z is required"
!endif
!ifndef STAGE
  !error "-DSTAGE=folder is required"
!endif
!ifndef OUTFILE
  !define OUTFILE "netrunner-to-${VERSION}-windows-x86_64-setup.exe"
!endif

!define NAME "Netrunner TO"
!define EXE "netrunner-to.exe"
!define PROGID "NetrunnerTO.Event"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\NetrunnerTO"

Name "${NAME} ${VERSION}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${NAME}"
InstallDirRegKey HKCU "Software\NetrunnerTO" "InstallDir"
SetCompressor /SOLID lzma
ManifestDPIAware true
BrandingText "${NAME} ${VERSION}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${NAME} installer"
VIAddVersionKey "LegalCopyright" "MIT licence; see THIRD-PARTY-LICENSES"

!include "MUI2.nsh"
!define MUI_ICON "${STAGE}\netrunner-to.ico"
!define MUI_UNICON "${STAGE}\netrunner-to.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${STAGE}\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Japanese"

Section "Netrunner TO"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "${STAGE}\${EXE}"
  File "${STAGE}\netrunner-to.ico"
  File "${STAGE}\README.md"
  File "${STAGE}\CHANGELOG.md"
  File "${STAGE}\LICENSE.txt"
  File "${STAGE}\THIRD-PARTY-LICENSES.txt"
  File "${STAGE}\ARCHITECTURE.md"
  File "${STAGE}\DESIGN.md"
  File "${STAGE}\LICENSE-DejaVu.txt"
  File /r "${STAGE}\docs"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${NAME}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; The event file type: a ProgID with the icon and the open command (the file argument),
  ; offered for .json files.
  WriteRegStr HKCU "Software\Classes\${PROGID}" "" "${NAME} event"
  WriteRegStr HKCU "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKCU "Software\Classes\.json\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}\SupportedTypes" ".json" ""
  WriteRegStr HKCU "Software\Classes\Applications\${EXE}" "FriendlyAppName" "${NAME}"

  WriteRegStr HKCU "Software\NetrunnerTO" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${NAME}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${EXE},0"
  WriteRegStr HKCU "${UNINST_KEY}" "Publisher" "Netrunner TO contributors"
  WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1
  ; Explorer picks up the new file type.
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${NAME}.lnk"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\netrunner-to.ico"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\CHANGELOG.md"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\THIRD-PARTY-LICENSES.txt"
  Delete "$INSTDIR\ARCHITECTURE.md"
  Delete "$INSTDIR\DESIGN.md"
  Delete "$INSTDIR\LICENSE-DejaVu.txt"
  RMDir /r "$INSTDIR\docs"
  Delete "$INSTDIR\uninstall.exe"
  ; Only when empty: a file the organizer put there stays.
  RMDir "$INSTDIR"

  DeleteRegKey HKCU "Software\Classes\${PROGID}"
  DeleteRegValue HKCU "Software\Classes\.json\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "Software\Classes\.json\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "Software\Classes\.json"
  DeleteRegKey HKCU "Software\Classes\Applications\${EXE}"
  DeleteRegKey HKCU "Software\NetrunnerTO"
  DeleteRegKey HKCU "${UNINST_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
