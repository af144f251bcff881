import Foundation

/// Turns KOBIS bodies into typed models. It looks for `faultInfo` before anything else,
/// treats a missing root as an error (never as zero rows), and parses every raw string once, here.
public struct DecodingManager: Sendable {
    public init() {}

    /// Decodes a daily or weekly box-office answer for the day `date`.
    public func dailyBoxOffice(from data: Data, date: KobisDate) throws -> DailyBoxOffice {
        try checkForFault(data)
        let envelope = try decode(RawBoxOfficeEnvelope.self, from: data)
        guard let result = envelope.boxOfficeResult else {
            throw KobisError.unexpectedRoot(expected: "boxOfficeResult", found: rootKeys(data))
        }
        guard let items = result.dailyBoxOfficeList ?? result.weeklyBoxOfficeList else {
            throw KobisError.malformed("boxOfficeResult has no dailyBoxOfficeList")
        }
        var entries: [DailyBoxOfficeEntry] = []
        entries.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            entries.append(try entry(item, row: index + 1))
        }
        let type = text(result.boxofficeType) ?? "일별 박스오피스"
        return DailyBoxOffice(boxOfficeType: type, date: date, range: try range(result.showRange),
                              yearWeek: text(result.yearWeekTime), entries: entries)
    }

    /// Decodes a `searchMovieInfo` answer. `requestedCode` stands in when KOBIS leaves `movieCd` empty.
    public func movieDetail(from data: Data, requestedCode: String? = nil) throws -> MovieDetail {
        try checkForFault(data)
        let envelope = try decode(RawMovieInfoEnvelope.self, from: data)
        guard let result = envelope.movieInfoResult else {
            throw KobisError.unexpectedRoot(expected: "movieInfoResult", found: rootKeys(data))
        }
        guard let info = result.movieInfo else { throw KobisError.malformed("movieInfoResult has no movieInfo") }
        guard let code = text(info.movieCd) ?? requestedCode else { throw KobisError.malformed("movieInfo.movieCd is empty") }
        return MovieDetail(
            code: code,
            title: text(info.movieNm) ?? "",
            titleEnglish: text(info.movieNmEn),
            titleOriginal: text(info.movieNmOg),
            productionYear: try integer(info.prdtYear, "prdtYear").map { Int($0) },
            openDate: try date(info.openDt, "openDt"),
            runningTimeMinutes: try integer(info.showTm, "showTm").map { Int($0) },
            status: text(info.prdtStatNm),
            type: text(info.typeNm),
            nations: (info.nations ?? []).compactMap { text($0.nationNm) },
            genres: (info.genres ?? []).compactMap { text($0.genreNm) },
            directors: (info.directors ?? []).compactMap { person($0.peopleNm, $0.peopleNmEn) },
            actors: (info.actors ?? []).compactMap { actor in
                person(actor.peopleNm, actor.peopleNmEn).map {
                    CastMember(person: $0, role: text(actor.cast), roleEnglish: text(actor.castEn))
                }
            },
            showTypes: (info.showTypes ?? []).compactMap { show in
                let group = text(show.showTypeGroupNm), name = text(show.showTypeNm)
                guard group != nil || name != nil else { return nil }
                return ShowType(group: group ?? "", name: name ?? "")
            },
            watchGrades: (info.audits ?? []).compactMap { audit in
                text(audit.watchGradeNm).map { WatchGrade(auditNumber: text(audit.auditNo), grade: $0) }
            },
            companies: (info.companys ?? []).compactMap { company in
                text(company.companyNm).map {
                    CompanyCredit(code: text(company.companyCd), name: $0, nameEnglish: text(company.companyNmEn),
                                  role: text(company.companyPartNm))
                }
            },
            staff: (info.staffs ?? []).compactMap { staff in
                person(staff.peopleNm, staff.peopleNmEn).map { StaffCredit(person: $0, role: text(staff.staffRoleNm)) }
            })
    }

    // MARK: - Envelope

    /// Throws the fault a `faultInfo` (or `faultResult`) root carries; returns when there is none.
    public func checkForFault(_ data: Data) throws {
        try rejectNonJSON(data)
        guard let probe = try? JSONDecoder().decode(RawFaultProbe.self, from: data),
              let fault = probe.faultInfo ?? probe.faultResult else { return }
        let code = text(fault.errorCode) ?? "unknown"
        let message = text(fault.message) ?? ""
        switch code {
        case "320010": throw KobisError.invalidKey(message: message)
        case "320011": throw KobisError.quotaExceeded(message: message)
        default: throw KobisError.fault(code: code, message: message)
        }
    }

    private func rejectNonJSON(_ data: Data) throws {
        guard let first = data.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }) else {
            throw KobisError.malformed("empty body")
        }
        if first == UInt8(ascii: "<") { throw KobisError.malformed("an HTML or XML page instead of JSON") }
        if first != UInt8(ascii: "{") { throw KobisError.malformed("not a JSON object") }
    }

    private func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw KobisError.malformed(DecodingManager.describe(error))
        } catch {
            throw KobisError.malformed("not valid JSON")
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop(while: { $0 == "." }))
        }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON (truncated or damaged)" : "damaged value at \(path(context))"
        case .keyNotFound(let key, let context): return "missing \(key.stringValue) in \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "unexpected value at \(path(context))"
        @unknown default: return "not valid JSON"
        }
    }

    private func rootKeys(_ data: Data) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        return Array(object.keys)
    }

    // MARK: - Fields

    private func entry(_ item: RawBoxOfficeItem, row: Int) throws -> DailyBoxOfficeEntry {
        let at = "dailyBoxOfficeList[\(row - 1)]"
        guard let rankValue = try integer(item.rank, "\(at).rank") ?? integer(item.rnum, "\(at).rnum"),
              let rank = Int(exactly: rankValue) else {
            throw KobisError.malformed("\(at).rank is empty")
        }
        guard let code = text(item.movieCd) else { throw KobisError.malformed("\(at).movieCd is empty") }
        let isNew = text(item.rankOldAndNew)?.uppercased() == "NEW"
        let intensity = try integer(item.rankInten, "\(at).rankInten").flatMap { Int(exactly: $0) } ?? 0
        return DailyBoxOfficeEntry(
            rank: rank,
            rankChange: RankChange(intensity: intensity, isNew: isNew),
            movieCode: code,
            title: text(item.movieNm) ?? "",
            openDate: try date(item.openDt, "\(at).openDt"),
            audience: try integer(item.audiCnt, "\(at).audiCnt"),
            audienceChange: try integer(item.audiInten, "\(at).audiInten"),
            audienceChangePercent: try decimal(item.audiChange, "\(at).audiChange"),
            audienceTotal: try integer(item.audiAcc, "\(at).audiAcc"),
            sales: try integer(item.salesAmt, "\(at).salesAmt"),
            salesShare: try decimal(item.salesShare, "\(at).salesShare"),
            salesChange: try integer(item.salesInten, "\(at).salesInten"),
            salesChangePercent: try decimal(item.salesChange, "\(at).salesChange"),
            salesTotal: try integer(item.salesAcc, "\(at).salesAcc"),
            screens: try integer(item.scrnCnt, "\(at).scrnCnt").flatMap { Int(exactly: $0) },
            shows: try integer(item.showCnt, "\(at).showCnt").flatMap { Int(exactly: $0) })
    }

    /// Trimmed text, or nil for `""`, `" "` and absent values.
    func text(_ raw: RawText?) -> String? {
        guard let value = raw?.value else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    private func person(_ name: RawText?, _ english: RawText?) -> Person? {
        text(name).map { Person(name: $0, nameEnglish: text(english)) }
    }

    /// An integer sent as text: `"93416"`, `"-4372"`, `"+5"`, `"1,234"`, or a whole `"100.0"`.
    func integer(_ raw: RawText?, _ field: String) throws -> Int64? {
        guard let value = text(raw).map(withoutGroupingCommas) else { return nil }
        if let number = Int64(value) { return number }
        if let number = Double(value), number.isFinite, number == number.rounded(),
           abs(number) < 9.2e18 {
            return Int64(number)
        }
        throw KobisError.malformed("\(field) is not a whole number")
    }

    /// A decimal sent as text: `"31.6"`, `"-13"`, `"14273.4"`.
    func decimal(_ raw: RawText?, _ field: String) throws -> Double? {
        guard let value = text(raw).map(withoutGroupingCommas) else { return nil }
        guard value.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 || $0 == 43 || $0 == 101 || $0 == 69 }),
              let number = Double(value), number.isFinite else {
            throw KobisError.malformed("\(field) is not a number")
        }
        return number
    }

    private func withoutGroupingCommas(_ text: String) -> String {
        text.contains(",") ? text.replacingOccurrences(of: ",", with: "") : text
    }

    /// Any of KOBIS's date forms: `yyyy-MM-dd` or `yyyyMMdd`; blank gives nil.
    func date(_ raw: RawText?, _ field: String) throws -> KobisDate? {
        guard let value = text(raw) else { return nil }
        guard let date = KobisDate(value) else { throw KobisError.malformed("\(field) is not a date") }
        return date
    }

    /// `showRange`: `yyyymmdd~yyyymmdd`.
    func range(_ raw: RawText?) throws -> ClosedRange<KobisDate>? {
        guard let value = text(raw) else { return nil }
        let parts = value.split(separator: "~", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = KobisDate(String(parts[0])), let end = KobisDate(String(parts[1])),
              start <= end else {
            throw KobisError.malformed("showRange is not a date range")
        }
        return start...end
    }
}
