/// The colours of a picture: light (white background, the default) or dark, each with enough contrast for text.
struct Theme: Sendable {
    let background: String
    let text: String
    let muted: String
    let grid: String
    let accent: String
    let up: String
    let down: String
    /// Series colours, one per film, distinguishable in both themes.
    let series: [String]

    static let light = Theme(
        background: "#ffffff", text: "#1a1a1a", muted: "#5c5c5c", grid: "#d9d9d9", accent: "#1f5fa8",
        up: "#c0392b", down: "#1f5fa8", series: ["#1f5fa8", "#c0392b", "#2e7d32", "#8e44ad", "#b35900"])
    static let dark = Theme(
        background: "#121417", text: "#f0f0f0", muted: "#b0b4ba", grid: "#3a3f45", accent: "#6fb1ff",
        up: "#ff7b6b", down: "#6fb1ff", series: ["#6fb1ff", "#ff7b6b", "#7ddc82", "#d39bff", "#ffb257"])
}
