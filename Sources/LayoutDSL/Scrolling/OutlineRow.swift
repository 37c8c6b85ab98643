/// A row of an outline list: its content, and a disclosure chevron at the trailing edge when
/// it has children (collapsed). The chevron is a footnote-weight tinted symbol, estimated from
/// iOS 17 screenshots.
nonisolated public struct OutlineRow<Content: View>: View {
    let content: Content
    let hasChildren: Bool

    public var body: some View {
        HStack {
            content
            if hasChildren {
                Spacer()
                Image(systemName: "chevron.right").font(Font.footnote.weight(.semibold)).foregroundStyle(Color.accentColor)
            }
        }
    }
}
