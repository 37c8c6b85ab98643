/// The search field `searchable` puts under the title (`SearchFieldMetrics`): in iOS 17 and 18 a
/// 36 pt rounded field (10 pt corners), in the Liquid Glass design a 44 pt capsule, both in the
/// tertiary fill (measured on iOS 26: (28, 28, 31) over black, `tertiarySystemFill`'s dark
/// value). Tokens come first, each in a chip, and hide the prompt while there are any, as
/// `UISearchTextField` places them ("tokens always occur contiguously before any text in the
/// search field"; Apple's documentation of `UISearchTextField`).
nonisolated struct SearchFieldView: View {
    let search: NavigationScreen.SearchField
    @Environment(\.systemDesign) private var design

    var body: some View {
        let metrics = SearchFieldMetrics.underTitle(design)
        let field = SearchFieldContent(search: search, metrics: metrics)
            .frame(height: metrics.fieldHeight)
        if design == .liquidGlass {
            field.background(Capsule().fill(Color(.tertiarySystemFill)))
        } else {
            field.background(RoundedRectangle(cornerRadius: 10).fill(Color(.tertiarySystemFill)))
        }
    }
}

/// What a search field shows, in every kind of field (`SearchFieldView`, `ToolbarSearchItem`,
/// `GlassSearchTabBar`): the magnifying glass, then the tokens and the text being searched, or the
/// prompt, inset as the field's `SearchFieldMetrics` say. The prompt is in the secondary label colour, the text being
/// searched in the primary; the magnifying glass is secondary in iOS 17 and 18 and primary in
/// the Liquid Glass design (measured: white in a dark iOS 26 field whose prompt is (153, 153, 160)).
nonisolated struct SearchFieldContent: View {
    /// Between tokens, and between them and the text.
    static let spacing: CGFloat = 6
    let search: NavigationScreen.SearchField
    let metrics: SearchFieldMetrics
    @Environment(\.systemDesign) private var design

    var body: some View {
        let text = search.text.wrappedValue
        HStack(spacing: Self.spacing) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(design == .liquidGlass ? Color.primary : Color.secondary)
                .frame(width: metrics.glyphWidth)
                .padding(.trailing, metrics.glyphSpacing - Self.spacing)
            ForEach(search.tokens.indices, id: \.self) { index in SearchTokenChip(content: search.tokens[index]) }
            if text.isEmpty, search.tokens.isEmpty {
                (search.prompt ?? Text("Search")).lineLimit(1)
            } else if !text.isEmpty {
                Text(text).foregroundStyle(Color.primary).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .foregroundStyle(Color.secondary)
        .padding(.horizontal, metrics.contentInset)
    }
}

/// One token of a search field: its view in white on the tint, in a rounded chip 8 pt shorter
/// than the field (estimates of UISearchToken's default look, whose colour UIKit does not
/// document beyond "the default token background color").
nonisolated struct SearchTokenChip: View {
    let content: AnyView

    var body: some View {
        content
            .lineLimit(1)
            .foregroundStyle(Color.white)
            .padding(.horizontal, 6)
            .frame(height: SearchFieldMetrics.compatibility.fieldHeight - 8)
            .background(RoundedRectangle(cornerRadius: 6).fill(.tint))
            .fixedSize()
    }
}
