/// iOS's disclosure group outside a list: the label with a tinted `chevron.right` at the
/// trailing edge (footnote, semibold), turned 90° to point down when expanded; a tap on the row
/// toggles it, animated; the content below, 8 pt under the label, when expanded. The chevron's
/// size and the gap are estimates from iOS 17 screenshots.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tint)
                    .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation { configuration.isExpanded.toggle() } }
            if configuration.isExpanded { configuration.content }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
