#!/usr/bin/env bash
# Installs what the tests need from Debian when missing: Chromium, its headless shell (the browser
# tests') and nginx (with brotli).
set -euo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
brotli_missing=()
for module in filter static; do
  [ -e "/usr/lib/nginx/modules/ngx_http_brotli_${module}_module.so" ] || brotli_missing+=("$module")
done
# A fresh machine has no package lists yet, and apt-cache would then know no brotli packages:
# update first whenever something may need installing.
if [ ${#missing[@]} -gt 0 ] || [ ${#brotli_missing[@]} -gt 0 ]; then
  $SUDO apt-get update -qq || echo "apt-get update failed; trying with the package lists as they are"
fi
# Each brotli module is a package of its own, when Debian has it; nginx loads those present.
for module in "${brotli_missing[@]}"; do
  if apt-cache show "libnginx-mod-http-brotli-${module}" >/dev/null 2>&1; then
    missing+=("libnginx-mod-http-brotli-${module}")
  else
    echo "libnginx-mod-http-brotli-${module}: not in this machine's package lists; nginx serves gzip only"
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
/usr/bin/chromium --version
/usr/bin/chromium-headless-shell --version
