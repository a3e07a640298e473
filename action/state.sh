# Sourced by prepare.sh and find-state.sh: this job's state folder in the workspace,
# $state, named by the run, its attempt and the job (with the matrix index: one job id
# covers every job of a matrix).
job="${GITHUB_JOB:-job}"
index=""
if [ "${JOB_TOTAL:-1}" -gt 1 ] 2>/dev/null; then index="-${JOB_INDEX:-0}"; fi
id="${GITHUB_RUN_ID:-0}-${GITHUB_RUN_ATTEMPT:-1}-$job$index"
id="$(printf '%s' "$id" | tr -c 'A-Za-z0-9_.-' '_')"
state="$GITHUB_WORKSPACE/.trail-action/$id"
