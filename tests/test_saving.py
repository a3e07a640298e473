"""The best input is saved at once, then at most once per interval, and always at the end."""

from trail.pipeline.saving import ThrottledSave


def test_the_newest_best_is_saved_at_most_once_per_interval_and_when_flushed():
    now, saved = [0.0], []
    saving = ThrottledSave(saved.append, interval=0.5, clock=lambda: now[0])
    saving.offer(b"first")
    assert saved == [b"first"]  # the first at once
    now[0] = 0.2
    saving.offer(b"second")
    saving.offer(b"third")
    saving.tick()
    assert saved == [b"first"]
    now[0] = 0.6
    saving.tick()  # a test ended after the interval: the newest goes
    assert saved == [b"first", b"third"]
    now[0] = 0.7
    saving.offer(b"fourth")
    saving.flush()  # the reduction ended
    saving.flush()
    assert saved == [b"first", b"third", b"fourth"]


def test_what_could_not_be_saved_stays_pending():
    attempts = []

    def save(data):
        attempts.append(data)
        if len(attempts) == 1:
            raise OSError("disk full")

    saving = ThrottledSave(save, interval=10.0, clock=lambda: 0.0)
    try:
        saving.offer(b"best")
    except OSError:
        pass
    saving.flush()
    assert attempts == [b"best", b"best"]


def test_a_save_that_fails_in_a_worker_is_left_to_the_main_thread():
    import threading

    now, attempts = [0.0], []

    def save(data):
        attempts.append(data)
        if threading.current_thread() is not threading.main_thread():
            raise OSError(28, "No space left on device")

    saving = ThrottledSave(save, interval=0.5, clock=lambda: now[0])
    saving.offer(b"first")
    now[0] = 0.1
    saving.offer(b"second")
    now[0] = 1.0
    worker = threading.Thread(target=saving.tick)
    worker.start()
    worker.join()
    assert attempts == [b"first", b"second"]  # tried in the worker, which raised nothing
    saving.flush()
    assert attempts == [b"first", b"second", b"second"]
