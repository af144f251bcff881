import Foundation

/// One code: `fullCd`, `korNm`, `engNm`.
public struct Code: Hashable, Sendable {
    public var code: String
    public var name: String
    public var nameEnglish: String?
    /// The code this one is nested under (a continent for a nation), when the list holds it.
    public var parent: String?

    public init(code: String, name: String, nameEnglish: String? = nil, parent: String? = nil) {
        self.code = code
        self.name = name
        self.nameEnglish = nameEnglish
        self.parent = parent
    }
}
