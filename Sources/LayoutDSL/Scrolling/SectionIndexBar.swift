/// The section index a list shows on its trailing side (`listSectionIndexVisibility(_:)`, iOS
/// 26): its sections' labels stacked in a column, a tap on one scrolling its section to the top,
/// drawn as UIKit's index bar draws them (docs/reference/list-section-index.md): bold 11 pt in
/// the tint, no background, each entry as tall as its capitals' ink on the pixel grid plus 6 pt,
/// the column flush with the list's trailing edge and centred between the bars. A large title
/// (and search field) over the list belongs to the navigation bar in UIKit, so the index centres
/// under what is left of it (`NavigationHeaderBehavior`, which the list's scroll view carries).
struct SectionIndexBar: View {
    let entries: [SectionIndexEntry]
    @Environment(\.displayScale) private var displayScale
    @Environment(\.navigationScreen) private var screen

    var body: some View {
        GeometryReader { geometry in
            let frame = geometry.frame(in: .global)
            let header = min(max((screen?.headerFrame?.maxY ?? frame.minY) - frame.minY, 0), frame.height)
            let pitch = SectionIndexMetrics.pitch(scale: displayScale)
            let shown = SectionIndexMetrics.shown(entries.count, fitting: frame.height - header, pitch: pitch)
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    ForEach(shown.indices, id: \.self) { position in
                        let slot = shown[position]
                        (slot.isBullet ? Text(verbatim: "•") : entries[slot.entry].label)
                            .font(.system(size: SectionIndexMetrics.fontSize, weight: .bold))
                            .foregroundStyle(.tint)
                            .frame(width: SectionIndexMetrics.columnWidth, height: pitch)
                            .contentShape(Rectangle())
                            .onTapGesture { proxy.scrollToSection(entries[slot.entry].target) }
                    }
                }
                .frame(width: geometry.size.width, height: frame.height - header)
                .padding(.top, header)
            }
        }
        .frame(width: SectionIndexMetrics.columnWidth)
    }
}

/// The index bar's measures and its rule for an index taller than the list.
enum SectionIndexMetrics {
    /// UIKit's index font, `boldSystemFontOfSize:11`.
    static let fontSize: CGFloat = 11
    /// The space UIKit adds under each entry's ink on iPhone.
    static let lineSpacing: CGFloat = 6
    /// The column's width: 15 pt, as re-implementations of the index measure it (an estimate:
    /// UIKit's `_UIDefaultIndexBarWidthForTraitCollection` was not found).
    static let columnWidth: CGFloat = 15

    /// How much further from the trailing edge a row's content ends while the index shows: the
    /// column's width where rows span the list (plain and grouped), as UITableView narrows its
    /// cells by the index's width so their content and accessories stay clear of it (an inference
    /// from UIKit's behaviour, not measured); nothing where rows lie on inset cards, whose margin
    /// the column fits in.
    static func rowInset(_ appearance: ListAppearance) -> CGFloat {
        appearance.hasCards || appearance == .inset ? 0 : columnWidth
    }

    /// An entry's height: the capitals' ink (SF Pro's cap height, 1443/2048 em) rounded to the
    /// pixel grid, plus the line spacing; 14 pt at 2x, 13.67 pt at 3x.
    static func pitch(scale: CGFloat) -> CGFloat {
        let ink = fontSize * SymbolBehavior.capHeight
        return (ink * scale).rounded() / scale + lineSpacing
    }

    /// One place of the column: an entry's label, or a bullet standing for the entries between
    /// its neighbours (a tap goes to the middle one).
    struct Slot: Equatable {
        let entry: Int
        let isBullet: Bool
    }

    /// What the column shows of `count` entries in `height`: all of them if they fit; else, as
    /// UIKit drops entries for "•", an odd number of places that fit, labels and bullets in
    /// turn, the first and last entries always shown and the labels spread evenly between.
    static func shown(_ count: Int, fitting height: CGFloat, pitch: CGFloat) -> [Slot] {
        // Clamped before it becomes an Int: an unbounded or NaN height shows every entry.
        let fit = (height / pitch).rounded(.down)
        let capacity = fit.isNaN ? count : Int(max(min(fit, CGFloat(count)), 0))
        if count <= capacity { return (0..<count).map { Slot(entry: $0, isBullet: false) } }
        let places = capacity.isMultiple(of: 2) ? capacity - 1 : capacity
        guard places >= 3 else { return places == 1 ? [Slot(entry: 0, isBullet: false)] : [] }
        let labels = (places + 1) / 2
        let shownEntries = (0..<labels).map { ($0 * (count - 1) + (labels - 1) / 2) / (labels - 1) }
        return (0..<places).map { place in
            let index = place / 2
            if place.isMultiple(of: 2) { return Slot(entry: shownEntries[index], isBullet: false) }
            return Slot(entry: (shownEntries[index] + shownEntries[index + 1]) / 2, isBullet: true)
        }
    }
}

extension ScrollViewProxy {
    /// Scrolls a section of an index to the top of its list, as a tap on UIKit's index scrolls
    /// its section to the top (`UITableView.ScrollPosition.top`).
    func scrollToSection(_ target: SectionIndexTarget) {
        switch target {
        case .element(let id): scrollTo(id, anchor: .top)
        case .written(let place): scrollTo(SectionIndexPlace(place: place), anchor: .top)
        }
    }
}

private struct SectionIndexRowInsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// The room a list's rows leave their section index at the trailing edge (`SectionIndexMetrics.rowInset`).
    var sectionIndexRowInset: CGFloat {
        get { self[SectionIndexRowInsetKey.self] } set { self[SectionIndexRowInsetKey.self] = newValue }
    }
}
