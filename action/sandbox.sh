#!/usr/bin/env bash
# With `sandbox: auto` or `ns`: make --sandbox ns possible on this job where it can be,
# and say why it can or cannot, in its output and in $state/sandbox for the run step.
#
# prepare.sh starts it in the background, first thing (its output goes to $state/
# sandbox.log, its pid to $state/sandbox.pid): bubblewrap's install (apt-get, 4-13 s of a
# cold runner's start under act, most of it the package lists) then goes on while
# trail installs and the environment image builds. The run step waits for it to end
# just before trail starts, and logs its output.
#
# trail's ns sandbox (runner/trail/sandbox/ns.py) runs bwrap as root, without a user
# namespace, so it needs what its own check asks for: root, bubblewrap, prlimit, and
# the right to make mount and PID namespaces. The job gets them here where it can:
# root is the job itself (a container, act) or passwordless sudo (GitHub's Ubuntu
# runners), bubblewrap comes from apt-get where it is missing. Ubuntu 24.04 restricts
# *unprivileged* user namespaces through AppArmor (kernel.apparmor_restrict_
# unprivileged_userns; Ubuntu's spec "Unprivileged user namespace restrictions via
# AppArmor"), which root does not need: nothing here changes AppArmor or a sysctl.
#
# Never fails the job: where ns cannot run, the oracles run in docker and the reason
# goes with the result. trail still checks for itself (--fallback-docker), so a
# machine that passes here and fails there falls back too, with trail's reason.
#
# $state/sandbox, one key=value a line: ns (yes/no), root (self/sudo/none: how trail
# gets root for the ns sandbox), reason (one line: report.json's sandbox section, the
# log and the comment give it after the sandbox's name).
set -uo pipefail

state="$TRAIL_ACTION_STATE"
case "${INPUT_SANDBOX:-auto}" in auto|ns) ;; *) exit 0 ;; esac
# Only the modes whose oracles run in an image (the others run in the job's own
# environment): an input with its oracle, or the issue mode.
case "${INPUT_MODE:-minimize}" in
    issue) ;;
    minimize) if [ -n "${INPUT_VICTIM:-}" ] || [ -z "${INPUT_ORACLE:-}" ]; then exit 0; fi ;;
    *) exit 0 ;;
esac

decide() {  # $1 yes/no, $2 root, $3 the reason
    printf 'ns=%s\nroot=%s\nreason=%s\n' "$1" "$2" "$3" >"$state/sandbox"
    echo "trail: sandbox ${INPUT_SANDBOX:-auto}: $([ "$1" = yes ] && echo ns || echo docker): $3"
    exit 0
}

if [ "$(id -u)" = 0 ]; then
    root=self as_root=() who="as root"
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    root=sudo as_root=(sudo -n) who="with sudo"
else
    decide no none "--sandbox ns needs root, and the job is neither root nor has passwordless sudo"
fi

# What bwrap will do for each call: new mount, PID, network, IPC and UTS namespaces.
if ! "${as_root[@]}" unshare --mount --pid --fork --net --ipc --uts true 2>/dev/null; then
    decide no "$root" "the job cannot make namespaces, even $who (a container started without --privileged?)"
fi
if ! command -v prlimit >/dev/null 2>&1; then
    decide no "$root" "--sandbox ns needs prlimit (util-linux), which the job lacks"
fi

how="bubblewrap present"
if ! command -v bwrap >/dev/null 2>&1; then
    if ! command -v apt-get >/dev/null 2>&1; then
        decide no "$root" "no bubblewrap, and no apt-get to install it"
    fi
    # Niced: trail's install and the image's build, which it runs beside, come first.
    install() {
        "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive timeout 120 nice -n 10 \
            apt-get install -y -qq --no-install-recommends bubblewrap >/dev/null 2>&1
    }
    # The runner's package lists may be stale: refreshed only when the first try fails,
    # without the descriptions' translations (a third of the lists' 84 MB under act).
    if ! install && ! { "${as_root[@]}" timeout 120 nice -n 10 apt-get update -qq \
                            -o Acquire::Languages=none >/dev/null 2>&1 && install; }; then
        decide no "$root" "no bubblewrap, and apt-get could not install it $who"
    fi
    how="bubblewrap installed $who"
fi
# One empty bwrap with the namespaces of a call: bwrap also brings up the loopback of
# the new network namespace, which a container needs NET_ADMIN for.
if ! said="$("${as_root[@]}" bwrap --dev-bind / / --unshare-pid --unshare-net --unshare-ipc \
               --unshare-uts --die-with-parent true 2>&1)"; then
    decide no "$root" "$how, but it cannot make its namespaces here ($(printf '%s' "$said" \
        | tail -n 1)): a container needs --cap-add SYS_ADMIN --cap-add NET_ADMIN"
fi
if [ "$root" = sudo ]; then
    decide yes sudo "$how, namespaces allowed, trail runs them as root through passwordless sudo"
fi
decide yes self "$how, namespaces allowed, the job runs as root"
