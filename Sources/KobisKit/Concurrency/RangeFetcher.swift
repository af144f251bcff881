import Foundation

/// What a range run reports as it goes.
public struct RangeProgress: Sendable {
    public var done: Int
    public var total: Int
    /// Items answered from the cache.
    public var cached: Int
}

/// The one bounded-concurrency primitive: details, ranges, trends, page walks and posters all go through it.
/// Fetches a list of items with at most `jobs` in flight and hands each result over in list order, as soon
/// as every earlier item is done. At most `2 × jobs` items are fetched ahead of the one being handed over,
/// so memory stays flat however long the list is. The first failure stops the run and names its item.
public struct RangeFetcher<Item: Sendable, Value: Sendable>: Sendable {
    public let jobs: Int

    public init(jobs: Int) { self.jobs = max(1, jobs) }

    /// A failure and the item it happened on.
    public struct ItemFailure: Error {
        public let item: Item
        public let error: Error
    }

    /// `fetch` returns a value and whether the cache answered. `deliver` runs in order, on the caller's task;
    /// returning false stops the run early (no more items are started).
    public func run(
        _ items: [Item], fetch: @escaping @Sendable (Item) async throws -> (Value, fromCache: Bool),
        deliver: (Item, Value) throws -> Bool,
        progress: ((RangeProgress) -> Void)? = nil
    ) async throws {
        guard !items.isEmpty else { return }
        var state = RangeProgress(done: 0, total: items.count, cached: 0)
        try await withThrowingTaskGroup(of: (Int, Result<(Value, Bool), ItemFailure>).self) { group in
            var next = 0
            var ready: [Int: Value] = [:]
            var emitted = 0
            var stopped = false
            func launch() {
                let index = next
                let item = items[index]
                next += 1
                group.addTask {
                    do { return (index, .success(try await fetch(item))) } catch {
                        return (index, .failure(ItemFailure(item: item, error: error)))
                    }
                }
            }
            while next < items.count && next < jobs { launch() }
            progress?(state)
            while let (index, result) = try await group.next() {
                switch result {
                case .failure(let failure):
                    group.cancelAll()
                    throw failure
                case .success(let (value, fromCache)):
                    ready[index] = value
                    state.done += 1
                    if fromCache { state.cached += 1 }
                    progress?(state)
                }
                while let value = ready.removeValue(forKey: emitted) {
                    if !stopped, try !deliver(items[emitted], value) { stopped = true }
                    emitted += 1
                }
                if stopped {
                    group.cancelAll()
                    return
                }
                while next < items.count && next < emitted + 2 * jobs && next - state.done < jobs {
                    launch()
                }
            }
        }
    }
}
