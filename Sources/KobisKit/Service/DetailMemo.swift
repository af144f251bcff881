import Foundation

/// Each film's detail fetched once for a whole run, however many days list it. Concurrent askers of one code
/// wait for the same request; every request is made inside the asking task, so it is cancelled with the run.
final class DetailMemo: @unchecked Sendable {
    private let data: any BoxOfficeData
    private let lock = NSLock()
    private var done: [String: Result<MovieDetail, KobisError>] = [:]
    private var order: [String] = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    init(data: any BoxOfficeData) { self.data = data }

    /// The detail, or nil when it failed for this film alone; a failure that stops a run is thrown.
    func detail(_ code: String) async throws -> MovieDetail? {
        while true {
            enum Step {
                case result(Result<MovieDetail, KobisError>)
                case wait, fetch
            }
            let step: Step = lock.withLock {
                if let result = done[code] { return .result(result) }
                if waiting[code] != nil { return .wait }
                waiting[code] = []
                order.append(code)
                return .fetch
            }
            switch step {
            case .result(let result):
                if case .failure(let error) = result, error.stopsRun { throw error }
                return try? result.get()
            case .wait:
                await withCheckedContinuation { continuation in
                    let resumeNow: Bool = lock.withLock {
                        if done[code] != nil || waiting[code] == nil { return true }
                        waiting[code]!.append(continuation)
                        return false
                    }
                    if resumeNow { continuation.resume() }
                }
            case .fetch:
                let result: Result<MovieDetail, KobisError>?
                do { result = .success(try await data.film(code).value) } catch let error as KobisError {
                    result = .failure(error)
                } catch { result = nil }  // cancelled: another asker may try again
                let waiters: [CheckedContinuation<Void, Never>] = lock.withLock {
                    if let result { done[code] = result } else { order.removeAll { $0 == code } }
                    return waiting.removeValue(forKey: code) ?? []
                }
                for waiter in waiters { waiter.resume() }
                guard result != nil else { throw CancellationError() }
            }
        }
    }

    /// The films whose detail failed, in the order first asked.
    func failures() -> [Missing] {
        lock.withLock {
            order.compactMap { code in
                if case .failure(let error) = done[code] { return Missing(code: code, error: error) }
                return nil
            }
        }
    }
}
