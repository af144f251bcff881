import Foundation

/// KOBIS's common code lists (`searchCodeList`'s `comCode`).
public enum CodeList: String, Sendable, CaseIterable {
    case region = "0105000000"
    case nation = "2204"
    case type = "2201"
    case companyPart = "2601"

    /// The word the command line uses.
    public var name: String {
        switch self {
        case .region: return "region"
        case .nation: return "nation"
        case .type: return "type"
        case .companyPart: return "company-part"
        }
    }

    /// What Korean calls it: `지역`, `국적`.
    var koreanName: String {
        switch self {
        case .region: return "지역"
        case .nation: return "국적"
        case .type: return "영화 유형"
        case .companyPart: return "회사 분류"
        }
    }
}

extension Endpoint where Model == [Code] {
    /// `searchCodeList`: a code list, kept for 30 days.
    public static func codes(_ list: CodeList) -> Endpoint {
        Endpoint(
            request: RequestIdentity(
                service: "codes", path: "code/searchCodeList.json", parameters: [.init("comCode", list.rawValue)]),
            freshness: .lifetime(30 * 86400)
        ) { data in
            try DecodingManager().codes(from: data)
        }
    }
}

extension DecodingManager {
    struct RawCodeEnvelope: Decodable {
        let codes: [RawCode]?
    }

    struct RawCode: Decodable {
        let fullCd, korNm, engNm: RawText?
    }
}

extension DecodingManager {
    /// Decodes `{"codes":[…]}` (no `…Result` wrapper). A code is nested under another of the same length that
    /// ends in three or more zeros and, less them, begins it: nations (`22041001`) under continents (`22041000`).
    public func codes(from data: Data) throws -> [Code] {
        let raw = try envelope(RawCodeEnvelope.self, from: data, rootName: "codes") { $0.codes }
        guard raw.count <= 10_000 else {
            throw KobisError.malformed(
                Phrase.say(ko: "codes에 항목이 \(raw.count)개나 있습니다", en: "codes has \(raw.count) entries"))
        }
        var codes: [Code] = []
        for (index, item) in raw.enumerated() {
            guard let code = text(item.fullCd) else {
                throw KobisError.malformed(
                    Phrase.say(ko: "codes[\(index)].fullCd가 비어 있습니다", en: "codes[\(index)].fullCd is empty"))
            }
            codes.append(Code(code: code, name: text(item.korNm) ?? "", nameEnglish: text(item.engNm)))
        }
        let all = codes.map(\.code)
        for index in codes.indices {
            let code = codes[index].code
            codes[index].parent = all.filter { other in
                var stem = Substring(other)
                while stem.last == "0" { stem = stem.dropLast() }
                return other != code && other.count == code.count && other.count - stem.count >= 3
                    && code.hasPrefix(stem)
            }.max { $0.count < $1.count }
        }
        return codes
    }
}
