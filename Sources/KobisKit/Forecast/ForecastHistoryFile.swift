import Foundation

/// A ``ForecastHistory`` as bytes, kept beside the models (``ForecastModelStore/history(make:)``): a forecast of an
/// archive whose year files have not changed reads its runs and day strengths back rather than read every year file
/// and make them again. Numbers (little-endian doubles) and then the runs' codes and titles as UTF-8, each ended by a
/// unit separator.
enum ForecastHistoryFile {
    /// Raised whenever the layout changes.
    static let version = 2.0
    static let separator: UInt8 = 0x1F
    /// An absent day (as a number).
    static let none = -1e9

    /// The history as bytes; nil when a code or title holds the separator.
    static func encode(_ history: ForecastHistory) -> Data? {
        func day(_ date: KobisDate?) -> Double { date.map { Double($0.daysSinceEpoch) } ?? none }
        var numbers = [version, day(history.first), day(history.last), day(history.lastWithFigures)]
        var text: [UInt8] = []
        numbers.append(Double(history.runs.count))
        for run in history.runs {
            for field in [run.movieCode, run.title] {
                guard !field.utf8.contains(separator) else { return nil }
                text += field.utf8
                text.append(separator)
            }
            numbers += [day(run.start), Double(run.base), Double(run.earlier), Double(run.days.count)]
            for held in run.days {
                numbers += [day(held.date), Double(held.audience), Double(held.total), held.share, Double(held.screens)]
            }
        }
        for table in [history.factors, history.cuts] {
            numbers.append(Double(table.count))
            for (date, value) in table.sorted(by: { $0.key < $1.key }) { numbers += [day(date), value] }
        }
        var data = Data()
        var count = UInt64(numbers.count).littleEndian
        withUnsafeBytes(of: &count) { data.append(contentsOf: $0) }
        numbers.withUnsafeBytes { data.append(contentsOf: $0) }
        data.append(contentsOf: text)
        return data
    }

    /// The history that ``encode(_:)`` wrote; nil for bytes that are not one.
    static func decode(_ data: Data) -> ForecastHistory? {
        guard data.count >= 8 else { return nil }
        let stored = data.prefix(8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self).littleEndian }
        guard stored <= UInt64((data.count - 8) / 8) else { return nil }
        let count = Int(stored)
        var numbers = [Double](repeating: 0, count: count)
        _ = numbers.withUnsafeMutableBytes { data.dropFirst(8).prefix(count * 8).copyBytes(to: $0) }
        let fields = data.dropFirst(8 + count * 8).split(separator: separator, omittingEmptySubsequences: false)
        var reader = NumberReader(numbers)
        func day() -> KobisDate?? {
            guard let value = reader.next() else { return nil }
            if value == none { return .some(nil) }
            guard value == value.rounded(), abs(value) < 1e7 else { return nil }
            return .some(KobisDate(daysSinceEpoch: Int(value)))
        }
        guard reader.next() == version, let first = day(), let last = day(), let lastWithFigures = day(),
            let runCount = reader.count(), fields.count == 2 * runCount + 1
        else { return nil }
        var runs: [ForecastRun] = []
        runs.reserveCapacity(runCount)
        for index in 0..<runCount {
            guard let start = day(), let start, let base = reader.next(), let earlier = reader.next(),
                let dayCount = reader.count(), let code = String(bytes: fields[2 * index], encoding: .utf8),
                let title = String(bytes: fields[2 * index + 1], encoding: .utf8), abs(base) < 1e15,
                (0...base).contains(earlier)
            else { return nil }
            var days: [ForecastRun.Day] = []
            days.reserveCapacity(dayCount)
            for _ in 0..<dayCount {
                guard let date = day(), let date, let audience = reader.next(), let total = reader.next(),
                    let share = reader.next(), let screens = reader.next(), [audience, total, screens].allSatisfy({
                        $0.isFinite && abs($0) < 1e15
                    })
                else { return nil }
                days.append(
                    ForecastRun.Day(
                        date: date, audience: Int64(audience), total: Int64(total), share: share,
                        screens: Int64(screens)))
            }
            guard !days.isEmpty else { return nil }
            runs.append(
                ForecastRun(
                    movieCode: code, title: title, start: start, base: Int64(base), earlier: Int64(earlier), days: days))
        }
        var tables: [[KobisDate: Double]] = []
        for _ in 0..<2 {
            guard let size = reader.count() else { return nil }
            var table: [KobisDate: Double] = [:]
            table.reserveCapacity(size)
            for _ in 0..<size {
                guard let date = day(), let date, let value = reader.next() else { return nil }
                table[date] = value
            }
            tables.append(table)
        }
        guard reader.isAtEnd else { return nil }
        return ForecastHistory(
            first: first, last: last, lastWithFigures: lastWithFigures, runs: runs, factors: tables[0], cuts: tables[1])
    }
}
