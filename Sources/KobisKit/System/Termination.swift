import Foundation
import Dispatch

/// How SIGINT, SIGTERM and SIGHUP end the program: all three the same way. The signals are taken from
/// the default action and handled on a Dispatch queue, as ordinary code: the `beforeExit` hook runs (a
/// front-end erases its progress line), every temporary file is removed, and the process exits with
/// 128 + the signal (130, 143, 129). Requests in flight end with the process; no target is touched.
public enum Termination {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    nonisolated(unsafe) private static var hook: (@Sendable (Int32) -> Void)?
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
                source.setEventHandler { end(signal: number) }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Adds work that must run before any other on the way out by a signal, in the order added, whatever hook
    /// is installed: a full-screen front-end puts the terminal back here. It must be quick and safe to run twice.
    public static func addCleanup(_ cleanup: @escaping @Sendable () -> Void) {
        lock.withLock { cleanups.append(cleanup) }
    }

    /// Ends the program as the signal would: clean-ups, hook, temporary files, exit status 128 + signal.
    public static func end(signal number: Int32) -> Never {
        let (first, run) = lock.withLock { (cleanups, hook) }
        for cleanup in first { cleanup() }
        run?(number)
        TemporaryFiles.removeAllForExit()
        _exit(128 + number)
    }
}
