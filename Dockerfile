# trail in a container: `docker run --rm -v "$PWD:/work" -w /work trail delta ...`, for
# machines without Python, and the image a self-hosted runner can keep warm.
#
#   docker build --build-arg BASE_IMAGE=python:3.12-slim -t trail .
#
# BASE_IMAGE is any Debian-like image with Python >= 3.10, so the image builds from a
# locally imported base (scripts/build-base-image.sh) without a container registry;
# where the base lacks the venv module, it is installed with apt. trail's own
# dependencies come from the Python package index.
ARG BASE_IMAGE=python:3.12-slim
FROM ${BASE_IMAGE}
RUN python3 -m venv /opt/trail 2>/dev/null || { \
      apt-get update -qq \
      && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-venv \
      && rm -rf /var/lib/apt/lists/* \
      && python3 -m venv /opt/trail; }
# PIP_ARGS: e.g. "--no-index --find-links /opt/trail-src/wheels" for a wheelhouse in the
# context, where the package index is out of reach (tests/test_dockerfile.py).
ARG PIP_ARGS=""
COPY . /opt/trail-src
RUN /opt/trail/bin/pip install --no-cache-dir --disable-pip-version-check $PIP_ARGS /opt/trail-src \
 && rm -rf /opt/trail-src
ENV PATH=/opt/trail/bin:$PATH \
    PYTHONUNBUFFERED=1
ENTRYPOINT ["trail"]
