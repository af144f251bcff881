import KobisKit

/// `boxoffice browse`'s words: its periods, keys, prompts and status line, in every language boxoffice speaks. They
/// are the terminal's alone, so they live beside browse, not in the library's ``Label`` table.
extension Label {
    static let browseDaily = Label(ko: "일별", en: "Daily")
    static let browseWeek = Label(ko: "주간", en: "Week")
    static let browseWeekend = Label(ko: "주말", en: "Weekend")
    static let browseWeekdays = Label(ko: "주중", en: "Weekdays")
    static let browseKeys = Label(ko: "키", en: "Keys")
    static let browseKeyMove = Label(
        ko: "선택 옮기기 (격자에서는 위아래 줄로; 상세·추이·도움말은 넘기기)",
        en: "move the selection (in the grid, a row up or down; scroll a sheet, a chart or this help)")
    static let browseKeyCard = Label(
        ko: "격자에서 이전, 다음 카드",
        en: "in the grid, the previous or next card")
    static let browseKeyOpen = Label(ko: "선택한 영화의 상세 열기", en: "open the selected film's sheet")
    static let browseKeyBack = Label(
        ko: "도움말·공유 문구 닫기, 돌아가기, 불러오는 중이면 그만두기",
        en: "close the help or share text, go back, or stop loading")
    static let browseKeyLayout = Label(
        ko: "목록과 격자(카드) 바꾸기",
        en: "switch between list and grid (cards)")
    static let browseKeyDay = Label(
        ko: "전날, 다음 날 (주간이면 전주, 다음 주; 목록에서는 ← →도)",
        en: "the previous or next day, or week (in the list, ← → too)")
    static let browseKeyPeriod = Label(
        ko: "일별 · 주간 · 주말 · 주중 돌아가며 바꾸기 (고른 날은 그대로)",
        en: "cycle: daily, weekly, weekend, weekdays (the day stays)")
    static let browseKeySearch = Label(
        ko: "제목으로 찾기 (Enter: 결과 목록)",
        en: "search by title (Enter: the results)")
    static let browseKeyTrend = Label(
        ko: "선택한 영화의 개봉 이후 추이",
        en: "the selected film's trend from its release")
    static let browseKeyShare = Label(
        ko: "공유 문구를 클립보드에 복사하고 보여 주기",
        en: "copy the share text and show it")
    static let browseKeyNote = Label(
        ko: "선택한 영화에 노트: 별점 1–5, Enter, 내용, Enter 저장",
        en: "add a note: 1–5 stars, Enter, the text, Enter saves")
    static let browseKeyRefresh = Label(
        ko: "캐시를 거치지 않고 이 화면 다시 받기 (그만둔 불러오기는 다시 불러오기)",
        en: "fetch this screen again, past the cache (or what was stopped)")
    static let browseKeyHelp = Label(ko: "키 보기", en: "the keys")
    static let browseKeyQuit = Label(ko: "끝내기", en: "quit")
    static let browseHint = Label(ko: "? 키 · q 끝", en: "? keys · q quit")
    static let browseBack = Label(ko: "Esc 돌아가기", en: "Esc back")
    static let browseLoading = Label(ko: "불러오는 중: {0}", en: "loading {0}")
    static let browseSearchPrompt = Label(ko: "제목 찾기: ", en: "Search titles: ")
    static let browseNoteFor = Label(ko: "노트 · {0}", en: "Note · {0}")
    static let browseNoteStars = Label(
        ko: "별점 1–5 (숫자나 ←→, Enter: 내용으로)",
        en: "Stars 1–5 (a digit or ←→; Enter: on to the text)")
    static let browseNoteText = Label(ko: "내용 (Enter 저장)", en: "Text (Enter saves)")
    static let browseNoteKeys = Label(
        ko: "별점, Enter, 내용, Enter 저장 · Esc 취소",
        en: "stars, Enter, text, Enter saves · Esc cancels")
    static let browseNoteSaved = Label(ko: "노트 {0} 저장: {1} {2}", en: "note {0} saved: {1} {2}")
    static let browseCopied = Label(ko: "클립보드에 복사했습니다", en: "copied to the clipboard")
    static let browseSentToTerminal = Label(
        ko: "터미널로 클립보드에 보냈습니다 (OSC 52: 무시하는 터미널도 있습니다)",
        en: "sent to the clipboard through the terminal (OSC 52, which some ignore)")
    static let browseMidnight = Label(
        ko: "한국 자정이 지나 {0} 집계가 나왔습니다 · r: 그날로",
        en: "midnight in Korea: {0} is counted now · r: go there")
    static let browseConfirm = Label(
        ko: "{0}: 요청 {1}건을 보냅니다{2}. 계속할까요? [y/N]",
        en: "{0} would send {1} requests{2}. Go on? [y/N]")
    static let browseLeftToday = Label(ko: ", 오늘 {0}건 남음", en: "; {0} left today")
    static let browseThisTrend = Label(ko: "이 추이", en: "this trend")
    static let browseTooSmall = Label(ko: "창이 작습니다: 40×12 이상", en: "too small: 40×12 at least")
    static let browseSample = Label(
        ko: "샘플 데이터 ({0}~{1}), KOBIS 실제 집계 아님",
        en: "sample data ({0} to {1}), not live KOBIS figures")
    static let browseStopped = Label(ko: "그만두었습니다", en: "stopped")
    static let browseStoppedLoad = Label(
        ko: "{0} 불러오기를 그만두었습니다 · r: 다시 불러오기",
        en: "stopped loading {0} · r: fetch it")
    static let browseNotLoaded = Label(
        ko: "{0}: 받지 못했습니다 · r: 다시 불러오기",
        en: "{0}: not fetched · r: fetch it")
    static let browseNoFilm = Label(ko: "고른 영화가 없습니다", en: "no film is selected")
    static let browseNoMatch = Label(ko: "KOBIS에 맞는 영화가 없습니다", en: "KOBIS found no films")
}
