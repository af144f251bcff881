import Dispatch
import Foundation

/// How SIGINT, SIGTERM and SIGHUP end the program: all three the same way. The signals are taken from
/// the default action and handled on a Dispatch queue, as ordinary code: the `beforeExit` hook runs (a
/// front-end erases its progress line), every temporary file is removed, and the process exits with
/// 128 + the signal (130, 143, 129). Requests in flight end with the process; no target is touched.
public enum Termination {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    nonisolated(unsafe) private static var hook: (@Sendable (Int32) -> Void)?
    nonisolated(unsafe) private static var interruptsLeft = false
    /// A pager has run: a Ctrl-C typed for it may be handled only after it ended (the handler runs on a queue, late
    /// on a busy machine), and what follows a pager is only the program's own end.
    nonisolated(unsafe) private static var pagerRan = false
    nonisolated(unsafe) private static var ending = false
    nonisolated(unsafe) private static var cleanups: [(@Sendable () -> Void)] = []
    private static let lock = NSLock()

    /// The signals handled.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers once. `beforeExit` gets the signal number and must be quick.
    public static func install(beforeExit: (@Sendable (Int32) -> Void)? = nil) {
        lock.withLock {
            hook = beforeExit
            guard sources.isEmpty else { return }
            let queue = DispatchQueue(label: "boxoffice.termination")
            for number in signals {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler {
                    if number == SIGINT && lock.withLock({ interruptsLeft || pagerRan }) { return }
                    end(signal: number)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Runs `body` while a child in the foreground owns the terminal (a pager): Ctrl-C is the child's (less stops a
    /// search with it), so the program does not end on SIGINT meanwhile, nor afterwards, when a Ctrl-C typed for the
    /// child may still be on its way and only the program's end remains; SIGTERM and SIGHUP still end it, through
    /// the hook.
    public static func leavingInterrupts<T>(to body: () throws -> T) rethrows -> T {
        lock.withLock {
            interruptsLeft = true
            pagerRan = true
        }
        defer { lock.withLock { interruptsLeft = false } }
        return try body()
    }

    /// Waits for good when a signal is ending the program, so that its exit status (128 + the signal) is the one
    /// the program ends with: for code the hook woke (a pager it ended), which must not exit first.
    public static func yieldIfEnding() {
        guard lock.withLock({ ending }) else { return }
        while true { sleep(60) }
    }

    /// Adds work that must run before any other on the way out by a signal, in the order added, whatever hook
    /// is installed: a full-screen front-end puts the terminal back here. It must be quick and safe to run twice.
    public static func addCleanup(_ cleanup: @escaping @Sendable () -> Void) {
        lock.withLock { cleanups.append(cleanup) }
    }

    /// Ends the program as the signal would: clean-ups, hook, temporary files, exit status 128 + signal.
    public static func end(signal number: Int32) -> Never {
        let (first, run) = lock.withLock { () -> ([@Sendable () -> Void], (@Sendable (Int32) -> Void)?) in
            ending = true
            return (cleanups, hook)
        }
        for cleanup in first { cleanup() }
        run?(number)
        TemporaryFiles.removeAllForExit()
        _exit(128 + number)
    }
}
