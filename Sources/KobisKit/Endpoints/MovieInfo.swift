import Foundation

/// An actor and the part played, when KOBIS knows it.
public struct CastMember: Hashable, Sendable {
    public var person: Person
    public var role: String?
    public var roleEnglish: String?
    public init(person: Person, role: String? = nil, roleEnglish: String? = nil) {
        self.person = person
        self.role = role
        self.roleEnglish = roleEnglish
    }
}

/// A screening format such as `2D / 디지털` or `IMAX / IMAX`.
public struct ShowType: Hashable, Sendable {
    public var group: String
    public var name: String
    public init(group: String, name: String) {
        self.group = group
        self.name = name
    }
}

/// A rating decision: its number and the grade, such as `12세이상관람가`.
public struct WatchGrade: Hashable, Sendable {
    public var auditNumber: String?
    public var grade: String
    public init(auditNumber: String?, grade: String) {
        self.auditNumber = auditNumber
        self.grade = grade
    }
}

/// A company in one role; KOBIS lists a company once per role it has.
public struct CompanyCredit: Hashable, Sendable {
    public var code: String?
    public var name: String
    public var nameEnglish: String?
    /// Such as `제작사` (production), `배급사` (distributor), `수입사` (importer).
    public var role: String?
    public init(code: String?, name: String, nameEnglish: String?, role: String?) {
        self.code = code
        self.name = name
        self.nameEnglish = nameEnglish
        self.role = role
    }
}

/// A crew credit.
public struct StaffCredit: Hashable, Sendable {
    public var person: Person
    public var role: String?
    public init(person: Person, role: String?) {
        self.person = person
        self.role = role
    }
}

/// One film's detail from `searchMovieInfo`. Missing values are nil or empty, never placeholders.
public struct MovieDetail: Hashable, Sendable {
    public var code: String
    public var title: String
    public var titleEnglish: String?
    public var titleOriginal: String?
    public var productionYear: Int?
    public var openDate: KobisDate?
    public var runningTimeMinutes: Int?
    /// Such as `개봉` (released) or `개봉예정` (to be released).
    public var status: String?
    /// Such as `장편` (feature).
    public var type: String?
    public var nations: [String]
    public var genres: [String]
    public var directors: [Person]
    public var actors: [CastMember]
    public var showTypes: [ShowType]
    public var watchGrades: [WatchGrade]
    public var companies: [CompanyCredit]
    public var staff: [StaffCredit]

    public init(
        code: String, title: String, titleEnglish: String? = nil, titleOriginal: String? = nil,
        productionYear: Int? = nil, openDate: KobisDate? = nil, runningTimeMinutes: Int? = nil,
        status: String? = nil, type: String? = nil, nations: [String] = [], genres: [String] = [],
        directors: [Person] = [], actors: [CastMember] = [], showTypes: [ShowType] = [],
        watchGrades: [WatchGrade] = [], companies: [CompanyCredit] = [], staff: [StaffCredit] = []
    ) {
        self.code = code
        self.title = title
        self.titleEnglish = titleEnglish
        self.titleOriginal = titleOriginal
        self.productionYear = productionYear
        self.openDate = openDate
        self.runningTimeMinutes = runningTimeMinutes
        self.status = status
        self.type = type
        self.nations = nations
        self.genres = genres
        self.directors = directors
        self.actors = actors
        self.showTypes = showTypes
        self.watchGrades = watchGrades
        self.companies = companies
        self.staff = staff
    }

    /// Companies grouped by role, roles in the order KOBIS first lists them; a company appears once per role.
    public var companiesByRole: [(role: String, names: [String])] {
        var order: [String] = []
        var names: [String: [String]] = [:]
        for company in companies {
            let role = company.role ?? "기타"
            if names[role] == nil {
                order.append(role)
                names[role] = []
            }
            if !names[role]!.contains(company.name) { names[role]!.append(company.name) }
        }
        return order.map { ($0, names[$0]!) }
    }
}

// MARK: - The endpoint

extension Endpoint where Model == MovieDetail {
    /// `searchMovieInfo`: one film's detail. An empty record is ``KobisError/notFound(kind:code:in:)``.
    public static func movieInfo(code: String) -> Endpoint {
        Endpoint(
            request: RequestIdentity(
                service: "movie", path: "movie/searchMovieInfo.json",
                parameters: [.init("movieCd", code)]),
            freshness: .lifetime(7 * 86400)
        ) { data in
            try DecodingManager().movieDetail(from: data, requestedCode: code)
        }
    }
}

// MARK: - Wire shapes and decoding

struct RawMovieInfoEnvelope: Decodable {
    let movieInfoResult: RawMovieInfoResult?
}

struct RawMovieInfoResult: Decodable {
    let movieInfo: RawMovieInfo?
    let source: RawText?
}

struct RawMovieInfo: Decodable {
    let movieCd, movieNm, movieNmEn, movieNmOg, showTm, prdtYear, openDt, prdtStatNm, typeNm: RawText?
    let nations: [RawNation]?
    let genres: [RawGenre]?
    let directors: [RawPerson]?
    let actors: [RawActor]?
    let showTypes: [RawShowType]?
    let companys: [RawCompany]?
    let audits: [RawAudit]?
    let staffs: [RawStaff]?
}

struct RawNation: Decodable { let nationNm: RawText? }
struct RawGenre: Decodable { let genreNm: RawText? }
struct RawPerson: Decodable { let peopleNm, peopleNmEn: RawText? }
struct RawActor: Decodable { let peopleNm, peopleNmEn, cast, castEn: RawText? }
struct RawShowType: Decodable { let showTypeGroupNm, showTypeNm: RawText? }
struct RawCompany: Decodable { let companyCd, companyNm, companyNmEn, companyPartNm: RawText? }
struct RawAudit: Decodable { let auditNo, watchGradeNm: RawText? }
struct RawStaff: Decodable { let peopleNm, peopleNmEn, staffRoleNm: RawText? }

extension DecodingManager {
    /// A record that says nothing but perhaps the code asked for: KOBIS's answer for an unknown code.
    private func isEmptyRecord(_ info: RawMovieInfo) -> Bool {
        let texts = [info.movieNm, info.movieNmEn, info.movieNmOg, info.showTm, info.prdtYear, info.openDt]
        let lists = [
            info.nations?.count, info.genres?.count, info.directors?.count, info.actors?.count,
            info.companys?.count, info.audits?.count, info.staffs?.count,
        ]
        return texts.allSatisfy { text($0) == nil } && lists.allSatisfy { ($0 ?? 0) == 0 }
    }

    /// Decodes a `searchMovieInfo` answer. `requestedCode` stands in when KOBIS leaves `movieCd` empty.
    /// An empty record (what KOBIS sends for an unknown code) is `notFound`.
    public func movieDetail(from data: Data, requestedCode: String) throws -> MovieDetail {
        let result = try envelope(RawMovieInfoEnvelope.self, from: data, rootName: "movieInfoResult") {
            $0.movieInfoResult
        }
        guard let info = result.movieInfo, !isEmptyRecord(info) else {
            throw KobisError.notFound(kind: .movie, code: requestedCode)
        }
        let code = text(info.movieCd) ?? requestedCode
        return MovieDetail(
            code: code,
            title: text(info.movieNm) ?? "",
            titleEnglish: text(info.movieNmEn),
            titleOriginal: text(info.movieNmOg),
            productionYear: try integer(info.prdtYear, "prdtYear", in: 0...9999),
            openDate: try date(info.openDt, "openDt"),
            runningTimeMinutes: try integer(info.showTm, "showTm", in: 0...100_000),
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
                let group = text(show.showTypeGroupNm)
                let name = text(show.showTypeNm)
                guard group != nil || name != nil else { return nil }
                return ShowType(group: group ?? "", name: name ?? "")
            },
            watchGrades: (info.audits ?? []).compactMap { audit in
                text(audit.watchGradeNm).map { WatchGrade(auditNumber: text(audit.auditNo), grade: $0) }
            },
            companies: (info.companys ?? []).compactMap { company in
                text(company.companyNm).map {
                    CompanyCredit(
                        code: text(company.companyCd), name: $0, nameEnglish: text(company.companyNmEn),
                        role: text(company.companyPartNm))
                }
            },
            staff: (info.staffs ?? []).compactMap { staff in
                person(staff.peopleNm, staff.peopleNmEn).map { StaffCredit(person: $0, role: text(staff.staffRoleNm)) }
            })
    }
}
