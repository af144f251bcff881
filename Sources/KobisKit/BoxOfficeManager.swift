import Foundation

/// A ranking with each film's detail joined to its row.
public struct DetailedBoxOffice: Sendable {
    public var boxOffice: DailyBoxOffice
    /// Details by movie code; a film whose detail could not be fetched is missing here.
    public var details: [String: MovieDetail]
    /// Movie codes whose detail failed, with why.
    public var failures: [(code: String, error: KobisError)]
}

/// The one entry point for KOBIS data: asks the cache, then the network, and returns typed models.
public final class BoxOfficeManager: Sendable {
    private let network: NetworkManager
    private let decoder = DecodingManager()
    private let cache: ResponseCache?

    public init(network: NetworkManager, cache: ResponseCache? = nil) {
        self.network = network
        self.cache = cache
    }

    /// The daily ranking for `date`.
    public func daily(date: KobisDate, filters: BoxOfficeFilters = .init()) async throws -> DailyBoxOffice {
        try await load(.dailyBoxOffice(date: date, filters: filters)) { try self.decoder.dailyBoxOffice(from: $0, date: date) }
    }

    /// One film's detail.
    public func movie(code: String) async throws -> MovieDetail {
        try await load(.movieInfo(code: code)) { try self.decoder.movieDetail(from: $0, requestedCode: code) }
    }

    /// The ranking for `date` with every film's detail, fetched with at most `concurrency` requests in flight.
    /// A detail that fails for a reason specific to that film is left out and reported in `failures`;
    /// a failure that would hit every request (bad key, spent quota) ends the whole call.
    /// `progress` hears (details done, details wanted) after the ranking and after each detail.
    public func dailyWithDetails(date: KobisDate, filters: BoxOfficeFilters = .init(), concurrency: Int = 4,
                                 progress: (@Sendable (Int, Int) -> Void)? = nil) async throws -> DetailedBoxOffice {
        let boxOffice = try await daily(date: date, filters: filters)
        var codes: [String] = []
        for entry in boxOffice.entries where !codes.contains(entry.movieCode) { codes.append(entry.movieCode) }
        let width = max(1, concurrency)
        var details: [String: MovieDetail] = [:]
        var failures: [(String, KobisError)] = []
        try await withThrowingTaskGroup(of: (String, Result<MovieDetail, KobisError>).self) { group in
            var next = 0
            func launch() {
                let code = codes[next]
                next += 1
                group.addTask {
                    do { return (code, .success(try await self.movie(code: code))) }
                    catch let error as KobisError { return (code, .failure(error)) }
                    catch { return (code, .failure(.malformed(String(describing: error)))) }
                }
            }
            while next < codes.count && next < width { launch() }
            progress?(0, codes.count)
            var done = 0
            while let (code, result) = try await group.next() {
                done += 1
                progress?(done, codes.count)
                switch result {
                case .success(let detail): details[code] = detail
                case .failure(let error):
                    switch error {
                    case .invalidKey, .quotaExceeded, .missingKey, .configuration:
                        group.cancelAll()
                        throw error
                    default:
                        failures.append((code, error))
                    }
                }
                if next < codes.count { launch() }
            }
        }
        failures.sort { (codes.firstIndex(of: $0.0) ?? 0) < (codes.firstIndex(of: $1.0) ?? 0) }
        return DetailedBoxOffice(boxOffice: boxOffice, details: details, failures: failures.map { (code: $0.0, error: $0.1) })
    }

    /// Cache first; on a miss, fetch, decode (which throws on faults), and only then store.
    private func load<T>(_ endpoint: KobisAPI, decode: (Data) throws -> T) async throws -> T {
        if let cached = cache?.read(endpoint), let value = try? decode(cached) {
            return value
        }
        let body = try await network.fetch(endpoint)
        let value = try decode(body)
        cache?.write(body, for: endpoint)
        return value
    }
}
