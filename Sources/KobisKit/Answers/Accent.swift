/// The tone a front-end may colour a cell with.
public enum Accent: Sendable {
    case plain, new, up, down, same
}
