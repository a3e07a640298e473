# The GitHub Action's runner image: trail installed in a venv, `trail` the entrypoint.
#
#   docker build --build-arg BASE_IMAGE=python:3.12-slim -t trail-runner .
#
# BASE_IMAGE is any image with Python >= 3.10 and its venv module (Debian: python3-venv),
# so the image builds from a locally imported base (scripts/build-base-image.sh) without
# a container registry. The pip install of trail's dependencies does need the Python
# package index.
ARG BASE_IMAGE=python:3.12-slim
FROM ${BASE_IMAGE}
COPY . /opt/trail-src
RUN python3 -m venv /opt/trail \
 && /opt/trail/bin/pip install --no-cache-dir /opt/trail-src \
 && rm -rf /opt/trail-src
ENV PATH=/opt/trail/bin:$PATH \
    PYTHONUNBUFFERED=1
ENTRYPOINT ["trail"]
