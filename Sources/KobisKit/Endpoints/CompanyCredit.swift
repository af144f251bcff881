import Foundation

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
