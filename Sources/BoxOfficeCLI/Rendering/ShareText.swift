import Foundation
import KobisKit

/// Short messages for a chat app: a film, or a day's top 10.
enum ShareText {
    /// Title, year, release date, running time, grade, its latest ranked day (rank, audience, 누적) when it was in a
    /// recent daily ranking, director and the first of the cast.
    static func movie(_ share: FilmShare) -> String {
        let movie = share.movie
        var lines: [String] = []
        // The year people know a film by: its release's (KOBIS's prdtYear is often the year before).
        let year = (movie.openDate?.year ?? movie.productionYear).map(String.init) ?? "-"
        if Label.language == .en {
            let other = movie.titleEnglish == nil ? "" : "\(Sanitizer.line(movie.title)), "
            lines.append(
                "🎬 \(Sanitizer.line(Formatting.title(movie.title, english: movie.titleEnglish))) (\(other)\(year))")
        } else {
            let english = movie.titleEnglish.map { "\(Sanitizer.line($0)), " } ?? ""
            lines.append("🎬 \(Sanitizer.line(movie.title)) (\(english)\(year))")
        }
        var facts: [String] = []
        if let open = movie.openDate { facts.append(Label.openedOn(open.iso)) }
        if let minutes = movie.runningTimeMinutes { facts.append(Label.minutesOf(minutes)) }
        if let grade = movie.watchGrades.first?.grade { facts.append(Sanitizer.line(Vocabulary.grade.text(grade))) }
        if !facts.isEmpty { lines.append(facts.joined(separator: " · ")) }
        if let ranked = share.ranked { lines.append("📊 " + rankedLine(ranked)) }
        if !movie.directors.isEmpty {
            lines.append(
                Label.director.text + " "
                    + movie.directors.map { Sanitizer.line(Formatting.name($0.name, english: $0.nameEnglish)) }.joined(
                        separator: ", "))
        }
        if !movie.actors.isEmpty {
            lines.append(
                Label.cast.text + " "
                    + movie.actors.prefix(3).map {
                        Sanitizer.line(Formatting.name($0.person.name, english: $0.person.nameEnglish))
                    }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `2023-08-31 (목) 1위 · 관객 35,717명 · 누적 1,707,063명`.
    static func rankedLine(_ ranked: RankedDay) -> String {
        let entry = ranked.entry
        let weekday = Label.weekdays[ranked.day.weekday].text
        let day = Label.language == .en ? "\(weekday) \(ranked.day.iso)" : "\(ranked.day.iso) (\(weekday))"
        return ["\(day) \(Label.rankOf(entry.rank))", audience(entry)]
            .joined(separator: " · ")
    }

    /// `관객 35,717명 · 누적 1,707,063명`: the day's audience and the running total, as people quote them.
    static func audience(_ entry: DailyBoxOfficeEntry) -> String {
        var parts = ["\(Label.audience.text) \(Label.peopleOf(Formatting.grouped(entry.audience)))"]
        if let total = entry.audienceTotal {
            parts.append("\(Label.total.text) \(Label.peopleOf(Formatting.grouped(total)))")
        }
        return parts.joined(separator: " · ")
    }

    /// The top 10 of a day (or period) with each film's audience and 누적.
    static func ranking(_ boxOffice: DailyBoxOffice, englishTitles: [String: String]? = nil) -> String {
        var lines = ["📊 \(Formatting.heading(boxOffice))"]
        for entry in boxOffice.entries.prefix(10) {
            let title = Formatting.title(entry.title, english: englishTitles?[entry.movieCode])
            lines.append("\(entry.rank). \(Sanitizer.line(title)) · \(audience(entry))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
