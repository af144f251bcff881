import Foundation

/// The strict byte-level reader of a year file (docs/archive.md): it splits the RFC 4180 rows, checks every field
/// against its column (dates, whole numbers, decimals, UTF-8 text), the header, and the order of days and ranks,
/// and hands each checked row to the caller. The first thing found wrong is an ``ArchiveYear/Refusal``.
struct ArchiveReader {
    /// One checked row, valid while the caller's closure runs.
    struct Row {
        fileprivate let base: UnsafePointer<UInt8>
        fileprivate let starts: UnsafeMutablePointer<Int>
        fileprivate let ends: UnsafeMutablePointer<Int>
        fileprivate let quoted: UnsafeMutablePointer<Bool>
        fileprivate let numbers: UnsafeMutablePointer<Int64>
        /// Days since 1970-01-01.
        let day: Int
        /// 0 for a day with no films.
        let rank: Int
        /// Its line in the file (a quoted line break makes a row longer than one line).
        let line: Int

        /// Whether the field is empty.
        func isEmpty(_ column: Int) -> Bool { ends[column] == starts[column] }

        /// A whole-number column's value; nil when empty.
        func integer(_ column: Int) -> Int64? { isEmpty(column) ? nil : numbers[column] }

        /// A date column's days since 1970-01-01; nil when empty.
        func dayNumber(_ column: Int) -> Int? { isEmpty(column) ? nil : Int(numbers[column]) }

        /// A decimal column's value; nil when empty.
        func decimal(_ column: Int) -> Double? { isEmpty(column) ? nil : Double(text(column)) }

        /// A field's bytes, undoubling the quotes of a quoted field into `scratch` when it holds any.
        func withBytes<T>(_ column: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
            let field = UnsafeBufferPointer(start: base + starts[column], count: ends[column] - starts[column])
            guard quoted[column], field.contains(UInt8(ascii: "\"")) else { return try body(field) }
            var plain: [UInt8] = []
            plain.reserveCapacity(field.count)
            var index = 0
            while index < field.count {
                plain.append(field[index])
                index += field[index] == UInt8(ascii: "\"") ? 2 : 1
            }
            return try plain.withUnsafeBufferPointer(body)
        }

        /// A text field as a string.
        func text(_ column: Int) -> String { withBytes(column) { String(decoding: $0, as: UTF8.self) } }
    }

    /// The columns of a row.
    static let width = ArchiveYear.columns.count

    static let header = Array((ArchiveYear.columns.joined(separator: ",") + "\n").utf8)

    /// Reads `data` as the file of `year`, handing `row` each checked row in order.
    static func read(_ data: Data, year: Int, row: (Row) throws -> Void) throws {
        try data.withUnsafeBytes { raw in
            try read(raw.bindMemory(to: UInt8.self), year: year, row: row)
        }
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, year: Int, row visit: (Row) throws -> Void) throws {
        let count = bytes.count
        guard count > 0, bytes[count - 1] == UInt8(ascii: "\n") else {
            throw ArchiveYear.Refusal(
                reason: Phrase.say(ko: "마지막 줄이 온전히 끝나지 않습니다", en: "it does not end with a whole line"))
        }
        guard let base = bytes.baseAddress, count >= header.count,
            header.withUnsafeBufferPointer({ memcmp(base, $0.baseAddress!, $0.count) == 0 })
        else {
            throw ArchiveYear.Refusal(
                reason: Phrase.say(ko: "첫 줄이 보관소의 머리줄이 아닙니다", en: "the first line is not the archive's header"))
        }
        let columns = width
        let starts = UnsafeMutablePointer<Int>.allocate(capacity: columns)
        let ends = UnsafeMutablePointer<Int>.allocate(capacity: columns)
        let quoted = UnsafeMutablePointer<Bool>.allocate(capacity: columns)
        let numbers = UnsafeMutablePointer<Int64>.allocate(capacity: columns)
        defer {
            starts.deallocate()
            ends.deallocate()
            quoted.deallocate()
            numbers.deallocate()
        }
        numbers.initialize(repeating: 0, count: columns)
        let first = KobisDate(year: year, month: 1, day: 1)!.daysSinceEpoch
        let last = KobisDate(year: year, month: 12, day: 31)!.daysSinceEpoch
        var position = header.count
        var line = 2
        var previous: (day: Int, rank: Int, row: Int)?
        var previousDate = -1
        while position < count {
            let rowLine = line
            func fail(_ why: String) -> ArchiveYear.Refusal {
                ArchiveYear.Refusal(reason: Phrase.say(ko: "\(rowLine)번째 줄: \(why)", en: "line \(rowLine): \(why)"))
            }
            // Split the row.
            var fields = 0
            var ended = false
            while !ended {
                var start = position
                var isQuoted = false
                if bytes[position] == UInt8(ascii: "\"") {
                    isQuoted = true
                    position += 1
                    start = position
                    while true {
                        guard position < count else {
                            throw ArchiveYear.Refusal(
                                reason: Phrase.say(ko: "따옴표로 연 칸이 닫히지 않습니다", en: "a quoted field never closes"))
                        }
                        let byte = bytes[position]
                        if byte == UInt8(ascii: "\"") {
                            if position + 1 < count && bytes[position + 1] == UInt8(ascii: "\"") {
                                position += 2
                                continue
                            }
                            break
                        }
                        if byte == UInt8(ascii: "\n") { line += 1 }
                        position += 1
                    }
                    let end = position
                    position += 1
                    guard position < count else {
                        throw ArchiveYear.Refusal(
                            reason: Phrase.say(ko: "마지막 줄이 온전히 끝나지 않습니다", en: "it does not end with a whole line"))
                    }
                    let next = bytes[position]
                    guard next == UInt8(ascii: ",") || next == UInt8(ascii: "\n") else {
                        throw ArchiveYear.Refusal(
                            reason: Phrase.say(ko: "닫는 따옴표 뒤에 글자가 있습니다", en: "text after a closing quote"))
                    }
                    if fields < columns {
                        (starts[fields], ends[fields], quoted[fields]) = (start, end, true)
                    }
                } else {
                    while true {
                        let byte = bytes[position]
                        if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") { break }
                        if byte == UInt8(ascii: "\"") {
                            throw ArchiveYear.Refusal(
                                reason: Phrase.say(
                                    ko: "따옴표로 감싸지 않은 칸 안에 따옴표가 있습니다", en: "a quote inside an unquoted field"))
                        }
                        if byte == UInt8(ascii: "\r") {
                            throw fail(Phrase.say(ko: "따옴표 밖에 캐리지 리턴이 있습니다", en: "a carriage return outside quotes"))
                        }
                        position += 1
                    }
                    if fields < columns {
                        (starts[fields], ends[fields], quoted[fields]) = (start, position, isQuoted)
                    }
                }
                ended = bytes[position] == UInt8(ascii: "\n")
                position += 1
                fields += 1
            }
            line += 1
            guard fields == columns else {
                throw fail(Phrase.say(ko: "칸이 \(columns)개가 아니라 \(fields)개입니다", en: "\(fields) fields, not \(columns)"))
            }
            // The day and the rank, and their order (a day's rows repeat its date: read once).
            let sameDay =
                previous != nil && ends[0] - starts[0] == 10 && previousDate >= 0
                && memcmp(base + starts[0], base + previousDate, 10) == 0
            guard let day = sameDay ? previous?.day : date(base, starts[0], ends[0]), day >= first, day <= last else {
                let shown = String(
                    decoding: UnsafeBufferPointer(start: base + starts[0], count: ends[0] - starts[0])
                        .prefix(20), as: UTF8.self)
                throw fail(
                    Phrase.say(ko: "'\(shown)'은(는) \(year)년의 날짜가 아닙니다", en: "'\(shown)' is not a day of \(year)"))
            }
            guard !quoted[1], let rank = integer(base, starts[1], ends[1]), (0...1_000_000).contains(rank) else {
                throw fail(Phrase.say(ko: "순위가 잘못되었습니다", en: "bad rank"))
            }
            let place = Int(rank)
            let row = previous?.day == day ? (previous?.row ?? 0) + 1 : 1
            if let previous {
                let next = previous.day == day ? ArchiveCSV.follows(place, previous.rank, row: row) : day > previous.day
                guard next else {
                    throw fail(Phrase.say(ko: "날짜와 순위의 순서가 어긋납니다", en: "days and ranks are out of order"))
                }
            }
            guard previous?.day == day || place <= 1 else {
                throw fail(Phrase.say(ko: "하루의 순위가 1위부터 시작하지 않습니다", en: "a day's ranks do not start at 1"))
            }
            previous = (day, place, row)
            previousDate = quoted[0] ? -1 : starts[0]
            if place == 0 {
                for column in 2..<columns where ends[column] != starts[column] {
                    throw fail(Phrase.say(ko: "영화가 없는 날에 값이 있습니다", en: "a day with no films has fields"))
                }
            } else {
                try check(base, starts, ends, quoted, numbers, fail: fail)
            }
            try visit(
                Row(
                    base: base, starts: starts, ends: ends, quoted: quoted, numbers: numbers, day: day, rank: place,
                    line: rowLine))
        }
    }

    /// Checks each field of a film's row against its column, keeping the numbers and dates it reads.
    private static func check(
        _ base: UnsafePointer<UInt8>, _ starts: UnsafeMutablePointer<Int>, _ ends: UnsafeMutablePointer<Int>,
        _ quoted: UnsafeMutablePointer<Bool>, _ numbers: UnsafeMutablePointer<Int64>,
        fail: (String) -> ArchiveYear.Refusal
    ) throws {
        // rankChange and new.
        guard starts[2] < ends[2], !quoted[2], let change = integer(base, starts[2], ends[2]), ends[3] == starts[3] + 1,
            base[starts[3]] == UInt8(ascii: "0") || base[starts[3]] == UInt8(ascii: "1")
        else { throw fail(Phrase.say(ko: "rankChange나 new 값이 잘못되었습니다", en: "bad rankChange or new")) }
        numbers[2] = change
        numbers[3] = base[starts[3]] == UInt8(ascii: "1") ? 1 : 0
        // movieCode and title.
        guard starts[4] < ends[4] else { throw fail(Phrase.say(ko: "movieCode가 비어 있습니다", en: "movieCode is empty")) }
        guard isUTF8(base + starts[4], ends[4] - starts[4]) else {
            throw fail(Phrase.say(ko: "movieCode가 UTF-8 텍스트가 아닙니다", en: "movieCode is not UTF-8 text"))
        }
        guard isUTF8(base + starts[5], ends[5] - starts[5]) else {
            throw fail(Phrase.say(ko: "title이 UTF-8 텍스트가 아닙니다", en: "title is not UTF-8 text"))
        }
        // openDate.
        if starts[6] < ends[6] {
            guard !quoted[6], let day = date(base, starts[6], ends[6]) else {
                throw fail(Phrase.say(ko: "openDate가 날짜가 아닙니다", en: "openDate is not a date"))
            }
            numbers[6] = Int64(day)
        }
        // The figures.
        for column in 7..<width where starts[column] < ends[column] {
            if column == 9 || column == 12 || column == 14 {
                guard !quoted[column], isDecimal(base, starts[column], ends[column]) else {
                    throw fail(
                        Phrase.say(
                            ko: "\(ArchiveYear.columns[column])이(가) 숫자가 아닙니다",
                            en: "\(ArchiveYear.columns[column]) is not a number"))
                }
            } else {
                guard !quoted[column], let value = integer(base, starts[column], ends[column]) else {
                    throw fail(
                        Phrase.say(
                            ko: "\(ArchiveYear.columns[column])이(가) 정수가 아닙니다",
                            en: "\(ArchiveYear.columns[column]) is not a whole number"))
                }
                numbers[column] = value
            }
        }
    }

    /// `yyyy-mm-dd` exactly, a real day: its days since 1970-01-01.
    static func date(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard end - start == 10, base[start + 4] == UInt8(ascii: "-"), base[start + 7] == UInt8(ascii: "-") else {
            return nil
        }
        func digits(_ from: Int, _ length: Int) -> Int? {
            var value = 0
            for index in from..<(from + length) {
                let digit = Int(base[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = digits(start, 4), let month = digits(start + 5, 2), let day = digits(start + 8, 2),
            let date = KobisDate(year: year, month: month, day: day)
        else { return nil }
        return date.daysSinceEpoch
    }

    /// An optional `-` and digits, within Int64.
    static func integer(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int64? {
        var index = start
        let negative = index < end && base[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < end else { return nil }
        var value: Int64 = 0
        while index < end {
            let digit = Int64(base[index]) - 48
            guard digit >= 0 && digit <= 9 else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) =
                negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
            index += 1
        }
        return value
    }

    /// A finite decimal as Swift writes a Double: `-12.5`, `3`, `1e-05`, `2.5e+20` (never beyond 1e300).
    static func isDecimal(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        func digits() -> Int {
            let from = index
            while index < end, base[index] >= 48, base[index] <= 57 { index += 1 }
            return index - from
        }
        if index < end, base[index] == UInt8(ascii: "-") { index += 1 }
        let whole = digits()
        guard whole > 0 else { return false }
        if index < end, base[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        var exponent = 0
        if index < end, base[index] == UInt8(ascii: "e") || base[index] == UInt8(ascii: "E") {
            index += 1
            var negative = false
            if index < end, base[index] == UInt8(ascii: "-") || base[index] == UInt8(ascii: "+") {
                negative = base[index] == UInt8(ascii: "-")
                index += 1
            }
            let from = index
            guard digits() > 0, index - from <= 4 else { return false }
            for at in from..<index { exponent = exponent * 10 + Int(base[at]) - 48 }
            if negative { exponent = -exponent }
        }
        return index == end && whole + exponent <= 300
    }

    /// Whether the bytes are well-formed UTF-8 (RFC 3629: no overlong form, no surrogate, nothing past U+10FFFF).
    static func isUTF8(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var index = 0
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, low) = (3, 0xA0)
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: (length, high) = (3, 0x9F)
            case 0xF0: (length, low) = (4, 0x90)
            case 0xF1...0xF3: length = 4
            case 0xF4: (length, high) = (4, 0x8F)
            default: return false
            }
            guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return false }
            for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
