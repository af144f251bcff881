import Foundation

/// The held days a daily file lists no film for (one row, `rank` 0). KOBIS may answer an empty list for a day it has
/// not filled in yet, so an empty day is kept but reported, and a long stretch of them (more than
/// ``EmptyDays/suspectAfter`` days in a row) is named as suspect: worth fetching again.
public struct EmptyDays: Sendable, Equatable {
    /// The empty days, in order.
    public var days: [KobisDate]

    /// Stretches longer than this many days in a row are suspect.
    public static let suspectAfter = 3

    public init(days: [KobisDate]) { self.days = days.sorted() }

    /// The runs of consecutive empty days longer than ``suspectAfter``, in order.
    public var suspect: [ClosedRange<KobisDate>] {
        var runs: [ClosedRange<KobisDate>] = []
        var index = 0
        while index < days.count {
            var end = index
            while end + 1 < days.count && days[end + 1] == days[end].adding(days: 1) { end += 1 }
            if end - index + 1 > EmptyDays.suspectAfter { runs.append(days[index]...days[end]) }
            index = end + 1
        }
        return runs
    }

    /// The empty days of a daily file's bytes: each line that is a day and rank 0 with every other field empty. A
    /// byte scan (no parse): a file that does not read is found by the reader, not here.
    static func scan(_ data: Data) -> [KobisDate] {
        let empty = Array(",0" + String(repeating: ",", count: ArchiveYear.columns.count - 2) + "\n").map {
            $0.asciiValue!
        }
        var found: [KobisDate] = []
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                let length = end + 1 - start
                if length == 10 + empty.count, end < bytes.count,
                    zip(empty, bytes[(start + 10)...end]).allSatisfy({ $0 == $1 }),
                    let day = KobisDate(String(decoding: bytes[start..<(start + 10)], as: UTF8.self))
                {
                    found.append(day)
                }
                start = end + 1
            }
        }
        return found
    }
}

extension ArchiveStore {
    /// The empty days the daily files of `years` hold (every held year when nil); a file that cannot be read holds
    /// none here.
    public func emptyDays(years wanted: [Int]? = nil) -> EmptyDays {
        var days: [KobisDate] = []
        for year in wanted ?? years() {
            if let data = FileManager.default.contents(atPath: yearFile(year).path) { days += EmptyDays.scan(data) }
        }
        return EmptyDays(days: days)
    }
}
