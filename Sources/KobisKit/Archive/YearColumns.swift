import Foundation

/// One year's columns as its file is read, its films numbered in the order met.
struct YearColumns {
    struct LocalFilm {
        let code: String
        var titles: [String] = []
        var titleBytes: [[UInt8]] = []
        var lastTitle = -1
    }

    var films: [LocalFilm] = []
    var short: [UInt64: Int32] = [:]
    var long: [String: Int32] = [:]
    var heldDays: [Int32] = []
    var day: [Int32] = []
    var rank: [UInt8] = []
    var film: [Int32] = []
    var title: [Int32] = []
    var openDay: [Int32] = []
    var audience: [Int64] = []
    var audienceTotal: [Int64] = []
    var sales: [Int64] = []
    var writtenAt: Date?

    mutating func addDay(_ number: Int) {
        if heldDays.last != Int32(number) { heldDays.append(Int32(number)) }
    }

    mutating func add(_ row: ArchiveReader.Row) throws {
        addDay(row.day)
        guard row.rank > 0 else { return }
        guard row.rank <= 10 else { return }
        let index = row.withBytes(4) { code in filmIndex(code) }
        let titled: Int32 = row.withBytes(5) { bytes in titleIndex(Int(index), bytes) }
        append(
            day: row.day, rank: row.rank, film: index, title: titled, open: row.dayNumber(6),
            audience: row.integer(7), total: row.integer(10), sales: row.integer(11))
    }

    mutating func add(_ entry: DailyBoxOfficeEntry, day number: Int) {
        addDay(number)
        let index = Array(entry.movieCode.utf8).withUnsafeBufferPointer { filmIndex($0) }
        let titled = Array(entry.title.utf8).withUnsafeBufferPointer { titleIndex(Int(index), $0) }
        append(
            day: number, rank: entry.rank, film: index, title: titled, open: entry.openDate?.daysSinceEpoch,
            audience: entry.audience, total: entry.audienceTotal, sales: entry.sales)
    }

    private mutating func append(
        day number: Int, rank place: Int, film index: Int32, title titled: Int32, open: Int?, audience count: Int64?,
        total: Int64?, sales amount: Int64?
    ) {
        day.append(Int32(number))
        rank.append(UInt8(clamping: place))
        film.append(index)
        title.append(titled)
        openDay.append(open.map { Int32($0) } ?? Int32.min)
        audience.append(count ?? ArchiveHistory.none)
        audienceTotal.append(total ?? ArchiveHistory.none)
        sales.append(amount ?? ArchiveHistory.none)
    }

    private mutating func filmIndex(_ code: UnsafeBufferPointer<UInt8>) -> Int32 {
        if code.count <= 8 {
            var key: UInt64 = UInt64(code.count)
            for byte in code { key = key << 8 | UInt64(byte) }
            if code.count == 8 { key = key ^ (1 << 63) }
            if let known = short[key] { return known }
            let index = Int32(films.count)
            short[key] = index
            films.append(LocalFilm(code: String(decoding: code, as: UTF8.self)))
            return index
        }
        let text = String(decoding: code, as: UTF8.self)
        if let known = long[text] { return known }
        let index = Int32(films.count)
        long[text] = index
        films.append(LocalFilm(code: text))
        return index
    }

    private mutating func titleIndex(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        guard !bytes.isEmpty else { return -1 }
        let last = films[index].lastTitle
        if last >= 0, YearColumns.same(films[index].titleBytes[last], bytes) { return Int32(last) }
        if let found = films[index].titleBytes.firstIndex(where: { YearColumns.same($0, bytes) }) {
            films[index].lastTitle = found
            return Int32(found)
        }
        films[index].titleBytes.append(Array(bytes))
        films[index].titles.append(String(decoding: bytes, as: UTF8.self))
        films[index].lastTitle = films[index].titles.count - 1
        return Int32(films[index].lastTitle)
    }

    private static func same(_ known: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        known.count == bytes.count
            && known.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }
}
