import Foundation

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

/// A crew credit.
public struct StaffCredit: Hashable, Sendable {
    public var person: Person
    public var role: String?
    public init(person: Person, role: String?) {
        self.person = person
        self.role = role
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
