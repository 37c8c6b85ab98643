/// `Text` as a view. Layout follows SwiftUI: with no width proposed, each paragraph is one line
/// at its ideal width; with a width it wraps at line-break opportunities and grows in height;
/// when the proposed height (or `lineLimit`) cannot hold every line it truncates the last
/// one with "…". Its width is that of its widest line. Its baselines are explicit guides
/// (`firstTextBaseline`, `lastTextBaseline`).
extension Text: View, PrimitiveView {
    func makeNodes(in context: BuildContext) -> NodeList {
        let environment = context.environment
        if environment.textMeasurer == nil {
            context.graph.warnings.warn("Text has no text engine in its environment (set " +
                "EnvironmentValues.textMeasurer); it will have no size")
        }
        let text = styled(in: environment, warn: context.warn)
        let attributes = environment.textRenderer != nil || environment.readsTextLayouts ? runs.map(\.style.attributes) : []
        let rendering = environment.textRenderer.map {
            TextRendering(renderer: $0, attributes: attributes, environment: environment, warn: context.warn)
        }
        // `textVariant(.sizeDependent)`: the shorter forms of its content, to fall back on.
        let forms = environment.prefersSizeDependentText ? runs.map { $0.dynamic?.variants ?? 1 }.max() ?? 1 : 1
        var behavior = TextBehavior(text: text, options: TextLayoutOptions(environment), measurer: environment.textMeasurer,
                                    rendering: rendering)
        behavior.variants = (1..<forms).map { styled(in: environment, variant: $0) }
        let node = LayoutNode.make(behavior)
        node.accessibility = accessibility
        if environment.readsTextLayouts {
            node.annotations.append(.preferences { values, placed in
                guard let shaped = behavior.layout(placed.node.proposal) else { return }
                let origin = Anchor<CGPoint>.Source.topLeading.anchor(size: placed.node.size, transform: placed.node.transform)
                values.set(Text.LayoutKey.self, [Text.LayoutKey.AnchoredLayout(origin: origin,
                                                                             layout: Text.Layout(shaped, attributes: attributes))])
            })
        }
        return [node]
    }

    /// The runs with the fonts and colours the environment gives them (a `Canvas` resolves text
    /// the same way); `warn` hears of images that cannot be drawn in the line.
    func styled(in environment: EnvironmentValues, variant: Int = 0, warn: (String) -> Void = { _ in }) -> StyledText {
        let base = (environment.font ?? .body).scaled(to: environment.dynamicTypeSize)
        let defaultColor: Color.Resolved
        if case .color(let color) = ForegroundStyle()._paint(in: environment) { defaultColor = color } else {
            defaultColor = Color.primary.resolve(in: environment)
        }
        return StyledText(runs: runs.map { run in
            let run = environment.attributedTextFormatting.map(run.formatted(by:)) ?? run
            var font = run.style.font?.scaled(to: environment.dynamicTypeSize) ?? base
            if let weight = run.style.weight ?? environment.fontWeight { font.weight = weight }
            if run.style.italic || environment.italic { font.isItalic = true }
            if run.style.monospacedDigit || environment.monospacedDigit { font.usesMonospacedDigits = true }
            if run.style.monospaced || environment.monospaced { font.design = .monospaced }
            else if let design = run.style.design ?? (run.style.font == nil ? environment.fontDesign : nil) { font.design = design }
            if let width = run.style.width ?? environment.fontWidth { font.width = width }
            let tint = (environment.tint ?? .accentColor).tintAdjusted.resolve(in: environment)
            let color = run.style.color?.resolve(in: environment) ?? (run.style.link != nil ? tint : defaultColor)
            func decoration(_ style: Text.LineStyle?) -> StyledText.Decoration? {
                style.map { StyledText.Decoration(pattern: $0.pattern, color: $0.color?.resolve(in: environment) ?? color) }
            }
            if let image = run.image {
                return InlineSymbol(image, font: font, in: environment, warn: warn)?.run(color: color)
                    ?? StyledText.Run(string: "", font: font, color: color)
            }
            let content = run.dynamic?.string(run.string, in: environment, variant: variant) ?? run.string
            let string = environment.textCase?.apply(content) ?? content
            return StyledText.Run(string: string, font: font, color: color, kerning: run.style.kerning ?? environment.kerning ?? 0,
                                  underline: decoration(run.style.underline ?? environment.underlineStyle),
                                  strikethrough: decoration(run.style.strikethrough ?? environment.strikethroughStyle),
                                  baselineOffset: run.style.baselineOffset ?? environment.baselineOffset ?? 0,
                                  language: run.style.language ?? environment.typesettingLanguage.identifier,
                                  lineHeight: run.style.lineHeight ?? environment.lineHeight,
                                  paragraphAlignment: run.style.paragraphAlignment)
        })
    }
}

extension TextLayoutOptions {
    /// The paragraph options the environment sets.
    init(_ environment: EnvironmentValues) {
        self.init(lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
                  truncationMode: environment.truncationMode, lineSpacing: environment.lineSpacing,
                  minimumScaleFactor: environment.minimumScaleFactor,
                  layoutDirection: environment.layoutDirection, displayScale: environment.displayScale)
        isRedacted = environment.redactsText
        reservedLines = environment.textReservedLines
        alignmentStrategy = environment.textAlignmentStrategy
        writingDirectionStrategy = environment.textWritingDirectionStrategy
    }
}

struct TextBehavior: LeafBehavior {
    let text: StyledText
    let options: TextLayoutOptions
    let measurer: TextMeasuring?
    /// A `TextRenderer` that draws the text (and may size it) in place of the engine.
    let rendering: TextRendering?
    /// Shorter forms of the text (`textVariant(.sizeDependent)`), shortest last.
    var variants: [StyledText] = []
    private let layouts = TextLayoutCache()
    var name: String { "Text" }
    var definesExplicitGuides: Bool { true }
    /// Shaping is not cheap: measured through the node's cache like any subtree.
    var sizesCheaply: Bool { false }

    init(text: StyledText, options: TextLayoutOptions, measurer: TextMeasuring?, rendering: TextRendering? = nil) {
        self.text = text; self.options = options; self.measurer = measurer; self.rendering = rendering
    }

    func layout(_ proposal: ProposedViewSize) -> ShapedText? {
        guard let measurer else { return nil }
        return layouts.layout(for: proposal) { shape(proposal, measurer) }
    }

    /// The text laid out for `proposal`: with variants, the first form whose ideal width fits
    /// the proposed width (the shortest when none does), as iOS 18's size-dependent text chooses.
    private func shape(_ proposal: ProposedViewSize, _ measurer: TextMeasuring) -> ShapedText {
        var form = text
        if let width = proposal.width, !variants.isEmpty {
            form = ([text] + variants).first { measurer.layout($0, width: nil, height: nil, options: options).size.width <= width }
                ?? variants[variants.count - 1]
        }
        return measurer.layout(form, width: proposal.width, height: proposal.height, options: options)
    }

    /// The ideal layout, without making it the one drawn.
    private var idealLayout: ShapedText? {
        guard let measurer else { return nil }
        return layouts.measure(for: .unspecified) { measurer.layout(text, width: nil, height: nil, options: options) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> CGSize {
        guard let rendering else { return layout(proposal)?.size ?? .zero }
        return rendering.renderer.sizeThatFits(proposal, TextProxy { proposal in
            guard let measurer else { return .zero }
            return layouts.measure(for: proposal) { shape(proposal, measurer) }.size
        })
    }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let layout = layout(proposal) else { return nil }
        switch key.id {
        case ObjectIdentifier(FirstBaselineID.self): return layout.firstBaseline
        case ObjectIdentifier(LastBaselineID.self): return layout.lastBaseline
        // A list row's separator starts where its text does (iOS insets it past an icon).
        case ObjectIdentifier(ListRowSeparatorLeadingID.self): return 0
        case ObjectIdentifier(TextEndID.self): return layout.lastLineEnd
        default: return nil
        }
    }

    var textContent: String? { text.string }

    /// The layout of the proposal the text was placed with: a container may ask about other
    /// proposals after placing it (a subscription card's price drew the "…" of such a probe).
    func display(size: CGSize, placedWith proposal: ProposedViewSize) -> NodeDisplay {
        guard let shaped = layout(proposal) else { return NodeDisplay() }
        return rendering?.display(shaped, size: size) ?? NodeDisplay(content: [.text(shaped)])
    }

    func display(size: CGSize) -> NodeDisplay {
        guard let shaped = layouts.last else { return NodeDisplay() }
        return rendering?.display(shaped, size: size) ?? NodeDisplay(content: [.text(shaped)])
    }

    /// Text asks for distances made of its fonts' metrics and its ideal layout's baselines
    /// (`ViewSpacing.init(text:…)`): none from another text set in SF Pro, about a line less its
    /// cap height from a view below it.
    func spacing(node: LayoutNode) -> ViewSpacing {
        guard let ideal = idealLayout else { return ViewSpacing() }
        return ViewSpacing(text: ideal.fontMetrics, firstBaseline: ideal.firstBaseline, lastBaseline: ideal.lastBaseline,
                           height: ideal.size.height, pixelLength: options.displayScale > 0 ? 1 / options.displayScale : 1)
    }
}

/// Layouts per proposal: the one of the placement proposal is what gets drawn; `last`, the last
/// asked for, is what a display without a proposal (a `Canvas`'s text) draws.
final class TextLayoutCache {
    private var layouts = ProposalCache<ShapedText>()
    private(set) var last: ShapedText?
    /// A layout for `proposal`, remembered, that does not become the one drawn.
    func measure(for proposal: ProposedViewSize, make: () -> ShapedText) -> ShapedText {
        if let hit = layouts[proposal] { return hit }
        let shaped = make()
        layouts[proposal] = shaped
        return shaped
    }

    func layout(for proposal: ProposedViewSize, make: () -> ShapedText) -> ShapedText {
        if let hit = layouts[proposal] { last = hit; return hit }
        let shaped = make()
        layouts[proposal] = shaped
        last = shaped
        return shaped
    }
}
