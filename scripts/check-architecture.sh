#!/usr/bin/env bash
# Fails if the pure layers reach for the GUI or the outside world.
#  - src/engine: no egui/eframe/rfd, no app, no file system, no clock, no global RNG.
#  - src/io: no egui/eframe/rfd, no app.
#  - src/web (the local-network server, a front end like app and cli): engine and io only; its
#    pages never apply a command or write a file: only the owner does (the app's document, or
#    serve.rs, the headless owner of `netrunner-to serve`).
#  - src/i18n (the message files): a leaf; the engine does not use it (io/print and app do).
#  - src/engine: no import circle between its modules (event -> pairing -> event, ...).
set -euo pipefail
cd "$(dirname "$0")/.."
fail=0
check() { # pattern dir why
  if grep -rnE "$1" "$2" --include='*.rs'; then
    echo "architecture: $2 must not use: $3" >&2
    fail=1
  fi
}
check '\b(egui|eframe|rfd)\b|crate::app|crate::cli' src/engine "GUI or front-end code"
check 'std::fs|std::net|File::|SystemTime|Instant::now|Utc::now|Local::now|thread_rng|rand::rng\(|OsRng|getrandom' src/engine "files, clock or global randomness"
check '\b(egui|eframe|rfd)\b|crate::app|crate::cli' src/io "GUI or front-end code"
check 'crate::web' src/engine "the local-network server"
check 'crate::i18n|\btr!' src/engine "the message files (the engine keeps language tags only; words are the printouts' and the app's)"
check '\b(egui|eframe|rfd)\b|crate::(app|cli|web|engine|io)\b' src/i18n "anything but the message files (a leaf: io and the front ends use it)"
check 'crate::web' src/io "the local-network server"
check '\b(egui|eframe|rfd)\b|crate::app|crate::cli' src/web "the app or the command line"
for f in src/web/*.rs; do
  [ "$f" = src/web/serve.rs ] && continue
  check '\.apply\(|apply_at\(|EventFile|write_atomic|fs::write|File::create|OpenOptions' "$f" \
    "a change to the event or a file (send a Command to the owner)"
done
# The modules of the engine (src/engine/NAME.rs or src/engine/NAME/) must form no circle: a
# module never imports one that imports it back, directly or through others. Imports are
# `crate::engine::NAME` paths (grouped `crate::engine::{a, b::C}` lists included) and, in
# src/engine/NAME.rs, `super::NAME`; comment lines do not count.
if ! perl -e '
  use strict; use warnings;
  my $root = "src/engine";
  opendir(my $d, $root) or die "$root: $!";
  my %files;
  for my $e (sort readdir $d) {
    next if $e =~ /^\./ || $e eq "mod.rs";
    if (-d "$root/$e") { $files{$e} = [split /\n/, `find $root/$e -name "*.rs"`] }
    elsif ($e =~ /^(\w+)\.rs$/) { $files{$1} = ["$root/$e"] }
  }
  my %deps;
  for my $m (sort keys %files) {
    for my $f (@{$files{$m}}) {
      open(my $fh, "<", $f) or die "$f: $!";
      my $text = join "", grep { !m{^\s*//} } <$fh>;
      my @names;
      while ($text =~ /crate::engine::(\w+|\{)/g) {
        if ($1 ne "{") { push @names, $1; next }
        # A grouped list: the first name of each entry at depth 1.
        my ($depth, $entry, $i) = (1, "", pos($text));
        while ($depth > 0 && $i < length $text) {
          my $c = substr($text, $i++, 1);
          if ($c eq "{") { $depth++ } elsif ($c eq "}") { $depth-- }
          if ($depth == 0 || ($depth == 1 && $c eq ",")) {
            push @names, $1 if $entry =~ /^\s*(\w+)/;
            $entry = "";
          } elsif ($depth >= 1) { $entry .= $c }
        }
      }
      if ($f eq "$root/$m.rs") { push @names, $1 while $text =~ /\bsuper::(\w+)/g }
      for my $n (@names) { $deps{$m}{$n} = 1 if $n ne $m && exists $files{$n} }
    }
  }
  my (%state, @path, $found);
  sub visit {
    my $m = shift;
    $state{$m} = 1; push @path, $m;
    for my $n (sort keys %{$deps{$m} // {}}) {
      if (($state{$n} // 0) == 1) {
        my @loop = @path; shift @loop while $loop[0] ne $n;
        print STDERR "architecture: engine import circle: ", join(" -> ", @loop, $n), "\n";
        $found = 1;
      } elsif (!$state{$n}) { visit($n) }
    }
    pop @path; $state{$m} = 2;
  }
  visit($_) for grep { !$state{$_} } sort keys %files;
  exit($found ? 1 : 0);
'; then
  echo "architecture: src/engine modules must not import each other in a circle" >&2
  fail=1
fi
exit $fail
