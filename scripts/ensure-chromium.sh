#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests is on this machine: Debian's package, installed when missing.
set -euo pipefail
for c in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
  if [ -n "$c" ] && [ -x "$c" ]; then echo "chromium: $c"; exit 0; fi
done
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  echo "chromium: $(command -v chromium)"
else
  echo "No Chromium and no apt-get: install Chromium and set CHROMIUM_PATH." >&2
  exit 1
fi
