/// An inline navigation title with a menu behind it (`ToolbarTitleMenu`), as UIKit's title
/// control draws it on an iPhone (`_UINavigationBarTitleControl`, iOS 18.2 UIKitCore as
/// decompiled in EthanArbuckle/iPhone17-1_18.2_22C152_Restore; the same structure in iOS 16.5's
/// headers): the title, then 6 points on, `chevron.down.circle.fill` in the headline style, its
/// chevron in secondary label over a circle of secondary system fill, centred on the title's
/// line. A tap opens the menu in its written order (`.fixed`), centred under the title, and the
/// title and indicator fade to half while it is open (the control's alpha 0.5, same source). A
/// large title has no indicator (`_UINavigationBarLargeTitleView` has no menu).
///
/// The symbol is drawn as its two layers: the circle at the headline symbol's size (20 points,
/// an estimate of SF Symbols' medium scale at 17 points) and the chevron inside it.
nonisolated struct NavigationTitleMenuButton: View {
    let title: Text
    let menu: AnyView

    static let spacing: CGFloat = 6
    static let indicatorSize: CGFloat = 20

    var body: some View {
        Menu {
            menu
        } label: {
            NavigationTitleMenuLabel(title: title)
        }
        .menuOrder(.fixed)
    }
}

/// The title and its indicator, at half opacity while the menu is open.
nonisolated struct NavigationTitleMenuLabel: View {
    let title: Text
    @Environment(\.isMenuOpen) private var isMenuOpen

    var body: some View {
        let (spacing, size) = (NavigationTitleMenuButton.spacing, NavigationTitleMenuButton.indicatorSize)
        return HStack(spacing: spacing) {
            title.font(.headline).lineLimit(1).foregroundStyle(.primary)
            ZStack {
                Circle().fill(Color(.secondarySystemFill))
                Image(systemName: "chevron.down")
                    .font(.system(size: size * 0.5, weight: .bold))
                    .foregroundStyle(.secondary)
            }
            .frame(width: size, height: size)
        }
        .opacity(isMenuOpen ? 0.5 : 1)
    }
}
