/// One task at a time within this process, in the order they came, without polling: a waiter resumes as soon as the
/// one inside leaves. Put in front of a file lock that the process's own tasks would otherwise take turns at by
/// sleeping between tries (``FileLock`` backs off up to 20 ms), so that requests in flight together are counted one
/// after the other at once.
actor AsyncGate {
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Waits until no other caller is inside, then goes in; every `enter` is followed by one ``leave()``.
    func enter() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    func leave() {
        if waiters.isEmpty { busy = false } else { waiters.removeFirst().resume() }
    }
}
