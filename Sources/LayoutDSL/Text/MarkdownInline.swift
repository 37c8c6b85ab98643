/// The inline Markdown SwiftUI interprets in a `Text`'s string literal (`LocalizedStringKey`;
/// never in `Text(verbatim:)` or a `String` variable): `**bold**`/`__bold__`, `*italic*`/`_italic_`,
/// `***both***`, `` `code` `` (monospaced), `[title](url)` (a link, in the tint colour) and
/// `~~strike~~`, with `\` escaping a delimiter (Apple: "Text … Styling … Markdown",
/// https://developer.apple.com/documentation/swiftui/text#Localizing-strings). Foundation's
/// `AttributedString(markdown:)` is missing from swift-corelibs-foundation on Linux (Swift 6.3),
/// so this is a small parser for those constructs, following CommonMark's rules where they
/// matter here: a delimiter opens only before a non-space, `_` only at a word's start, and an
/// unclosed delimiter stays literal text. Block syntax (headings, lists) stays literal, as in SwiftUI.
enum MarkdownInline {
    static func runs(_ source: String, style: Text.Style = Text.Style()) -> [Text.Run] {
        var runs: [Text.Run] = []
        var literal = ""
        let characters = Array(source)
        var index = 0
        func flush() {
            if !literal.isEmpty { runs.append(Text.Run(string: literal, style: style)); literal = "" }
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                literal.append(characters[index + 1]); index += 2; continue
            }
            if character == "`", let close = find(["`"], in: characters, from: index + 1) {
                flush()
                var code = style
                code.monospaced = true
                runs.append(Text.Run(string: String(characters[(index + 1)..<close]), style: code))
                index = close + 1; continue
            }
            if character == "[", let (title, url, end) = link(in: characters, at: index) {
                flush()
                var linked = style
                linked.link = url
                runs += Self.runs(title, style: linked)
                index = end; continue
            }
            if let (delimiter, change) = emphasis(in: characters, at: index),
               let close = find(delimiter, in: characters, from: index + delimiter.count) {
                flush()
                var inner = style
                change(&inner)
                runs += Self.runs(String(characters[(index + delimiter.count)..<close]), style: inner)
                index = close + delimiter.count; continue
            }
            literal.append(character)
            index += 1
        }
        flush()
        return runs
    }

    /// The emphasis delimiter opening at `index` (longest first) and the style it applies.
    private static func emphasis(in characters: [Character], at index: Int) -> ([Character], (inout Text.Style) -> Void)? {
        let candidates: [(String, (inout Text.Style) -> Void)] = [
            ("***", { $0.weight = .bold; $0.italic = true }), ("___", { $0.weight = .bold; $0.italic = true }),
            ("**", { $0.weight = .bold }), ("__", { $0.weight = .bold }), ("~~", { $0.strikethrough = .single }),
            ("*", { $0.italic = true }), ("_", { $0.italic = true }),
        ]
        for (string, change) in candidates {
            let delimiter = Array(string)
            guard characters[index...].starts(with: delimiter) else { continue }
            let next = index + delimiter.count
            // Left-flanking: followed by a non-space; `_` also not inside a word (CommonMark 6.2).
            guard next < characters.count, !characters[next].isWhitespace else { continue }
            if delimiter[0] == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { continue }
            return (delimiter, change)
        }
        return nil
    }

    /// The closing `delimiter` after `start`: a run of exactly that many delimiter characters
    /// (so `*` passes over a `**` inside), preceded by a non-space, with something between.
    private static func find(_ delimiter: [Character], in characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        while index < characters.count {
            if characters[index] == "\\" { index += 2; continue }
            guard characters[index] == delimiter[0] else { index += 1; continue }
            var end = index
            while end < characters.count, characters[end] == delimiter[0] { end += 1 }
            if end - index == delimiter.count, delimiter == ["`"] || !characters[index - 1].isWhitespace { return index }
            index = end
        }
        return nil
    }

    /// `[title](destination)` at `index`: its title, URL and the index after it.
    private static func link(in characters: [Character], at index: Int) -> (String, URL, Int)? {
        guard let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == "(",
              let end = characters[(close + 1)...].firstIndex(of: ")"),
              let url = URL(string: String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)) else { return nil }
        return (String(characters[(index + 1)..<close]), url, end + 1)
    }
}
