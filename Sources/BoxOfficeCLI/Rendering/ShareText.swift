import Foundation
import KobisKit

/// Short messages for a chat app: a film, or a day's top 10.
enum ShareText {
    /// Title, year, release date, running time, grade, director and the first of the cast.
    static func movie(_ movie: MovieDetail) -> String {
        var lines: [String] = []
        let english = movie.titleEnglish.map { "\(Sanitizer.line($0)), " } ?? ""
        lines.append("🎬 \(Sanitizer.line(movie.title)) (\(english)\(movie.productionYear.map(String.init) ?? "-"))")
        var facts: [String] = []
        if let open = movie.openDate { facts.append(Label.openedOn(open.iso)) }
        if let minutes = movie.runningTimeMinutes { facts.append(Label.minutesOf(minutes)) }
        if let grade = movie.watchGrades.first?.grade { facts.append(Sanitizer.line(grade)) }
        if !facts.isEmpty { lines.append(facts.joined(separator: " · ")) }
        if !movie.directors.isEmpty { lines.append(Label.director.text + " " + movie.directors.map { Sanitizer.line($0.name) }.joined(separator: ", ")) }
        if !movie.actors.isEmpty { lines.append(Label.cast.text + " " + movie.actors.prefix(3).map { Sanitizer.line($0.person.name) }.joined(separator: ", ")) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The top 10 of a day with audience counts.
    static func ranking(_ boxOffice: DailyBoxOffice) -> String {
        var lines = ["📊 \(Formatting.heading(boxOffice))"]
        for entry in boxOffice.entries.prefix(10) {
            lines.append("\(entry.rank). \(Sanitizer.line(entry.title)) \(Label.peopleOf(Formatting.grouped(entry.audience)))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
