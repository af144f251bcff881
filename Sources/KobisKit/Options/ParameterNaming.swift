/// How a front-end names a parameter in what it says: the command line as a flag (`--from`), an MCP tool as an
/// argument (`'from'`). The library names parameters only through it; a front-end binds it for the work it does
/// (`ParameterNaming.$current.withValue(.flag) { … }`), as it binds ``Label/language``.
public enum ParameterNaming: Sendable {
    case flag
    case argument

    @TaskLocal public static var current = ParameterNaming.argument

    /// The parameter `name` (a declaration's name: `from`, `as-of`) as the current front-end says it.
    public static func named(_ name: String) -> String {
        switch current {
        case .flag: return "--" + name
        case .argument: return "'" + name.replacingOccurrences(of: "-", with: "_") + "'"
        }
    }

    /// `text` with each `{name}` in it worded by ``named(_:)``: help that names another parameter.
    public static func worded(_ text: String) -> String {
        guard text.contains("{") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            out += rest[..<open]
            out += name.allSatisfy({ $0.isLetter || $0 == "-" }) && !name.isEmpty ? named(String(name)) : "{\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
