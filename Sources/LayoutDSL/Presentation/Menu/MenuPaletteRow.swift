/// A palette picker inside an open menu: its options' images in one row, as UIKit draws a menu
/// with `displayAsPalette` on an iPhone (iOS 17–18.0; UIKitCore as decompiled in
/// EthanArbuckle/iPad_10.2_18.0_22A3354_Restore and iPhone17-1_18.2_22C152_Restore:
/// `UIContextMenuCollectionViewLayout`'s palette section, `_UIContextMenuSmallPaletteCellLayout`,
/// `_UIContextMenuPlatformMetrics`):
/// - the row is 54 points tall; up to three options share the width in cells of W / (n + 1),
///   centred; from four, the first and last images sit 28 points from the edges (the column of
///   a row's icon) and the others evenly between, cells at least 38 wide; past six the row
///   scrolls, here its start shows;
/// - each image is centred in its cell in the body font; unselected images are secondary label,
///   the selected one takes the tint (`.automatic`), or its symbol variant, or nothing
///   (`.custom`: `PaletteSelectionEffect`); options drawn in their own tint keep it, and the
///   selected one gets a rounded highlight (radius 8, 8 points inside the cell's height) in the
///   tertiary system fill (UIKit's vibrant tertiary fill over the menu material);
/// - choosing an option selects it and closes the menu.
nonisolated struct MenuPaletteRow: View {
    let picker: PickerConfiguration
    @Environment(\.menuItemContext) private var menu
    @Environment(\.paletteSelectionEffect) private var effect
    @Environment(\.tintStyle) private var menuTint

    var body: some View {
        let layout = MenuPaletteLayout(count: picker.options.count, width: MenuMetrics.width)
        return HStack(spacing: 0) {
            ForEach(picker.options.indices, id: \.self) { index in
                MenuPaletteItem(option: picker.options[index].view, isSelected: index == picker.selectedIndex,
                                effect: effect, menuTint: menuTint) {
                    picker.select(index)
                    menu?.dismiss()
                }
                .frame(width: layout.cellWidth, height: MenuMetrics.paletteRowHeight)
            }
        }
        .offset(x: layout.leadingInset)
        .frame(width: MenuMetrics.width, height: MenuMetrics.paletteRowHeight, alignment: .leading)
        .containerValue(\.menuItemKind, .palette)
    }
}

/// The cells of a palette of `count` options across a menu `width` wide.
struct MenuPaletteLayout: Equatable {
    let cellWidth: CGFloat
    /// Where the first cell starts (negative: its cell overhangs the leading edge).
    let leadingInset: CGFloat

    init(count: Int, width: CGFloat) {
        let n = CGFloat(max(count, 1))
        if count < 4 {
            cellWidth = width / (n + 1)
        } else {
            let edge = 2 * MenuMetrics.paletteEdgeImageCentre
            cellWidth = max((width - edge) / (n - 1), MenuMetrics.paletteMinimumCellWidth)
        }
        let shown = min((width / MenuMetrics.paletteMinimumCellWidth).rounded(.down), n)
        leadingInset = (width - shown * cellWidth) / 2
    }
}

/// One option of a palette: its image alone, in the palette's colours, selectable.
struct MenuPaletteItem {
    let option: AnyView
    let isSelected: Bool
    let effect: PaletteSelectionEffect
    let menuTint: AnyShapeStyle?
    let select: () -> Void
    @State private var hasOwnTint = false

    var body: some View {
        let variant: SymbolVariants? = if isSelected, case .symbolVariant(let v) = effect.kind { v } else { nil }
        return option
            .labelStyle(IconOnlyLabelStyle())
            .font(.body)
            .symbolVariant(variant ?? .none)
            .environment(\.tintStyle, nil)
            .foregroundStyle(MenuPaletteItemStyle(highlightsSelection: isSelected && effect == .automatic, menuTint: menuTint))
            .onPreferenceChange(OwnTintKey.self) { hasOwnTint = $0 }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                if isSelected, hasOwnTint, effect == .automatic {
                    RoundedRectangle(cornerRadius: MenuMetrics.paletteHighlightRadius, style: .continuous)
                        .fill(Color(.tertiarySystemFill))
                        .padding(.vertical, MenuMetrics.paletteHighlightInset)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture(perform: select)
    }
}

extension MenuPaletteItem: View {}

/// A palette image's colour, resolved where the image is drawn: the option's own tint when it
/// sets one, else the menu's tint for the selected option, else secondary label.
struct MenuPaletteItemStyle: ShapeStyle {
    let highlightsSelection: Bool
    let menuTint: AnyShapeStyle?

    func _paint(in environment: EnvironmentValues) -> Paint {
        if let own = environment.tintStyle { return own._paint(in: environment) }
        if highlightsSelection { return (menuTint ?? AnyShapeStyle(Color.accentColor))._paint(in: environment) }
        return HierarchicalShapeStyle.secondary._paint(in: environment)
    }
}

/// Whether a view sets its own tint (`tint(_:)`), for a palette that draws such options in it.
struct OwnTintKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}
