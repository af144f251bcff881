import KobisKit

/// How an answer is drawn as a picture: an SVG chart, and a self-contained HTML page.
struct Pictures {
    var svg: () -> String = { "" }
    var html: () -> String = { "" }
}
