/// Styled text. A `Text` is a sequence of runs, so `Text("a").bold() + Text("b")` keeps each
/// part's style; modifiers that return `Text` style every run that has not set its own.
public struct Text: Equatable {
    struct Style: Hashable {
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var monospacedDigit = false
        var color: Color?
        var kerning: CGFloat?
        var monospaced = false
        var design: Font.Design?
        var width: Font.Width?
        var underline: LineStyle?
        var strikethrough: LineStyle?
        var baselineOffset: CGFloat?
        /// A Markdown or `AttributedString` link: drawn in the tint colour, as iOS draws links.
        var link: URL?
        /// `customAttribute(_:)`'s values, read by a `TextRenderer`.
        var attributes = TextAttributes()
        /// `typesettingLanguage(_:isEnabled:)` on the text, as a BCP 47 identifier: nil when not
        /// set, `.some(nil)` for `.automatic`.
        var language: String??
        /// An attributed string's paragraph attributes (iOS 26: `AttributeScopes.CoreTextAttributes`):
        /// the distance between its lines' baselines and its lines' explicit alignment.
        var lineHeight: AttributedString.LineHeight?
        var paragraphAlignment: AttributedString.TextAlignment?
    }
    struct Run: Hashable {
        var string: String
        var style = Style()
        /// A date or timer made into a string when laid out (`string` is then unused).
        var dynamic: Dynamic?
        /// An image in the line (`Text(Image(systemName:))`; `InlineSymbol`).
        var image: InlineImage?
        /// The attributes of the `AttributedString` run it was made from, which a formatting
        /// definition (`attributedTextFormattingDefinition(_:)`) constrains where it is drawn.
        var source: AttributeContainer?
    }
    var runs: [Run]
    /// What `Text`'s accessibility modifiers set (`accessibilityLabel`, `speech…`), recorded on its
    /// node; a concatenation keeps the left-hand text's.
    var accessibility: AccessibilityProperties?

    public init(verbatim content: String) { runs = [Run(string: content)] }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }
    /// The key's value in the strings table (else the key), its Markdown parsed, its
    /// interpolated texts spliced in; runs that still hold format specifiers are formatted with
    /// the environment's locale when laid out (`LocalizedStringKey`).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let value = _LocalizedStrings.value(of: key.key, table: tableName, bundle: bundle, numbers: key.arguments.map(\.number)) ?? key.key
        let string = key.arguments.isEmpty ? value : FormatArgument.positional(value, arguments: key.arguments)
        let parsed = MarkdownInline.runs(string).flatMap { run -> [Run] in
            var run = run
            if !key.arguments.isEmpty, run.string.contains("%") { run.dynamic = .format(key.arguments) }
            return Text.splicing(key.texts, into: run)
        }
        runs = parsed.isEmpty ? [Run(string: "")] : parsed
    }

    /// The resource resolved in the language of where the text is made (`_LocalizedStrings`).
    /// Disfavoured: a literal, interpolated or not, makes a `LocalizedStringKey`, as Apple
    /// documents `Text("…")` to (its interpolations formatted in the environment's locale:
    /// `Text("of \(1000)")` reads "of 1,000"), though a resource is expressible by one too.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: String(localized: resource)) }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.runs += rhs.runs
        return result
    }

    func styled(_ change: (inout Style) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index].style) }
        return copy
    }

    public func font(_ font: Font?) -> Text { styled { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { if $0.weight == nil { $0.weight = weight } } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { styled { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }
    public func foregroundColor(_ color: Color?) -> Text { styled { if $0.color == nil { $0.color = color } } }
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
    public func kerning(_ kerning: CGFloat) -> Text { styled { if $0.kerning == nil { $0.kerning = kerning } } }
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    public func fontDesign(_ design: Font.Design?) -> Text { styled { if $0.design == nil { $0.design = design } } }
    public func fontWidth(_ width: Font.Width?) -> Text { styled { if $0.width == nil { $0.width = width } } }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? styled { $0.monospaced = true } : self }
    public func baselineOffset(_ offset: CGFloat) -> Text { styled { if $0.baselineOffset == nil { $0.baselineOffset = offset } } }

    /// A run with the interpolated texts put back where their placeholders stand; a text's
    /// runs take the surrounding Markdown style where they set none of their own.
    private static func splicing(_ texts: [Text], into run: Run) -> [Run] {
        guard !texts.isEmpty else { return [run] }
        var result: [Run] = []
        var literal = ""
        for character in run.string {
            guard let index = LocalizedStringKey.textIndex(character), texts.indices.contains(index) else {
                literal.append(character); continue
            }
            if !literal.isEmpty { result.append(Run(string: literal, style: run.style, dynamic: run.dynamic)); literal = "" }
            result += texts[index].runs.map { inner in
                var spliced = inner
                spliced.style.weight = inner.style.weight ?? run.style.weight
                spliced.style.italic = inner.style.italic || run.style.italic
                spliced.style.monospaced = inner.style.monospaced || run.style.monospaced
                spliced.style.strikethrough = inner.style.strikethrough ?? run.style.strikethrough
                spliced.style.link = inner.style.link ?? run.style.link
                return spliced
            }
        }
        if !literal.isEmpty { result.append(Run(string: literal, style: run.style, dynamic: run.dynamic)) }
        return result
    }

    /// The plain string, all runs joined, formatted in the default environment (en_US).
    public var string: String {
        let environment = EnvironmentValues()
        return runs.map { $0.dynamic?.string($0.string, in: environment) ?? $0.string }.joined()
    }
}

extension Text {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}
