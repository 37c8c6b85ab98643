/// An open menu's platter: the content's views as rows (`MenuArrangement`), 250 points wide. In
/// iOS 18's design on the menu material with continuous corners and the wide, centred shadow
/// (`MenuMetrics`); in iOS 26's on glass with a rim, round 32-point corners, 10 points above the
/// first row and below the last, and a soft shadow below (`GlassMenuMetrics`). A submenu opens
/// over it as a platter of its own, its title first (`SubmenuStackLayout`); the platter under it
/// shrinks about its attached point, its rows and shadow at half opacity.
struct MenuPlatter<Content: View> {
    let content: Content
    /// Whether the items run from the bottom up (a `.priority` menu opening upward).
    let reversed: Bool
    /// The point that stays on the control (`PlatterPlacement.attachment`).
    let attachment: UnitPoint
    /// The height the platter may take from its attached edge, for a submenu that is tall.
    let room: CGFloat?
    /// A submenu's title, shown first; nil for the menu a control opened.
    var title: AnyView? = nil
    var depth = 0
    /// Closes this platter when it is a submenu.
    var close: () -> Void = {}
    let dismiss: () -> Void
    @State private var showsCheckmarkColumn = false
    @State private var submenu: Submenu?
    /// The deepest submenu open over this platter (its own depth when none is).
    @State private var deepestOpen = 0
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.pixelLength) private var pixelLength
    @Environment(\.systemDesign) private var design
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let open = $submenu
        let levelsAbove = max(deepestOpen - depth, 0)
        return SubmenuStackLayout(rowTop: submenu?.rowTop ?? 0, attachment: attachment, depth: depth + 1, room: room) {
            platter(dimmed: levelsAbove > 0)
                .scaleEffect(max(pow(MenuMetrics.submenuParentScale, CGFloat(levelsAbove)), 0.5), anchor: attachment)
                .preference(key: MenuDeepestOpenKey.self, value: depth)
            if let submenu {
                MenuPlatter<AnyView>(content: submenu.content, reversed: false, attachment: attachment, room: room,
                                     title: submenu.title, depth: depth + 1, close: { open.wrappedValue = nil }, dismiss: dismiss)
            }
        }
        .onPreferenceChange(MenuDeepestOpenKey.self) { deepestOpen = $0 }
    }

    private func platter(dimmed: Bool) -> some View {
        let dark = colorScheme == .dark, glass = design == .liquidGlass
        // iOS 18 puts a submenu title's chevron in the leading column; iOS 26 puts it trailing.
        let showsColumn = showsCheckmarkColumn || (title != nil && !glass)
        let context = MenuItemContext(dismiss: dismiss, showsCheckmarkColumn: showsColumn, depth: depth,
                                      openSubmenu: { submenu = $0 }, close: close)
        let items = VStack(spacing: 0) {
            if let title {
                SubmenuTitle(title: title)
                if !glass { Color(dark ? MenuMetrics.hairlineDark : MenuMetrics.hairlineLight).frame(height: pixelLength) }
            }
            rows(dark: dark, glass: glass)
        }
        .padding(.vertical, glass ? GlassMenuMetrics.verticalPadding : 0)
        .coordinateSpace(.named(MenuPlatterSpace(depth: depth)))
        .opacity(dimmed ? MenuMetrics.submenuParentRowOpacity : 1)
        .environment(\.menuItemContext, context)
        .buttonStyle(MenuItemButtonStyle())
        .toggleStyle(MenuItemToggleStyle())
        .labelStyle(MenuItemLabelStyle())
        .onPreferenceChange(MenuCheckmarkColumnKey.self) { showsCheckmarkColumn = $0 }
        .frame(width: glass ? GlassMenuMetrics.width : MenuMetrics.width)
        .frame(maxHeight: .infinity, alignment: .top)
        return surface(items, dark: dark, glass: glass, shadowScale: dimmed ? MenuMetrics.submenuParentRowOpacity : 1)
    }

    /// The platter's surface and shadow. The shadow is a layer of its own beneath the platter, as
    /// UIKit's shadow view is: the platter's material then blurs what is behind it, shadow included
    /// (a `.shadow` would put the platter in an offscreen layer, where the material has nothing
    /// behind it to blur).
    @ViewBuilder private func surface(_ items: some View, dark: Bool, glass: Bool, shadowScale: Double) -> some View {
        if glass {
            let shape = RoundedRectangle(cornerRadius: GlassMenuMetrics.cornerRadius)
            items.background(GlassMenuMetrics.background, in: shape)
                .overlay(shape.strokeBorder(GlassMenuMetrics.rim, lineWidth: 1).allowsHitTesting(false))
                .clipShape(shape)
                .background {
                    shape.fill(Color.black.opacity(GlassMenuMetrics.shadowOpacity * shadowScale))
                        .offset(y: GlassMenuMetrics.shadowOffset).blur(radius: GlassMenuMetrics.shadowBlur)
                }
        } else {
            let shape = RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius, style: .continuous)
            let opacity = (dark ? MenuMetrics.shadowOpacityDark : MenuMetrics.shadowOpacityLight) * shadowScale
            items.background(Material.menu, in: shape)
                .clipShape(shape)
                .background { shape.fill(Color.black.opacity(opacity)).blur(radius: MenuMetrics.shadowRadius / 2) }
        }
    }

    private func rows(dark: Bool, glass: Bool) -> some View {
        Group(subviews: content) { subviews in
            let entries = MenuArrangement.entries(kinds: subviews.map(\.containerValues.menuItemKind), reversed: reversed,
                                                  design: glass ? .liquidGlass : .compatibility)
            VStack(spacing: 0) {
                ForEach(entries.indices, id: \.self) { position in
                    switch entries[position] {
                    case .view(let index):
                        let subview = subviews[index]
                        if subview.containerValues.menuItemKind == .other {
                            let minHeight = glass ? GlassMenuMetrics.rowMinHeight(dynamicTypeSize) : MenuMetrics.rowHeight
                            subview.font(.body)
                                .padding(.leading, glass ? GlassMenuMetrics.leadingInset : MenuMetrics.horizontalInset)
                                .padding(.trailing, glass ? GlassMenuMetrics.trailingInset : MenuMetrics.horizontalInset)
                                .padding(.vertical, glass ? GlassMenuMetrics.rowVerticalPadding : MenuMetrics.rowVerticalPadding)
                                .frame(maxWidth: .infinity, minHeight: minHeight, alignment: .leading)
                        } else {
                            subview
                        }
                    case .hairline:
                        Color(dark ? MenuMetrics.hairlineDark : MenuMetrics.hairlineLight).frame(height: pixelLength)
                    case .separator:
                        if glass {
                            GlassMenuMetrics.dividerColor.frame(height: 1)
                                .padding(.horizontal, GlassMenuMetrics.dividerInset)
                                .frame(height: GlassMenuMetrics.dividerHeight)
                        } else {
                            Color(dark ? MenuMetrics.sectionSeparatorDark : MenuMetrics.sectionSeparatorLight)
                                .frame(height: MenuMetrics.sectionSeparator)
                        }
                    }
                }
            }
            .fixedSize(horizontal: false, vertical: true)
        }
    }
}

extension MenuPlatter: View {}

/// The deepest level of submenu open in a platter's stack.
struct MenuDeepestOpenKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value = max(value, nextValue()) }
}
