/// How the Liquid Glass bars group their items on platters, as Apple documents it: items "get a
/// glass background effect that is shared with other items in the same logical grouping"
/// (`sharedBackgroundVisibility(_:)`), a `ToolbarSpacer` starts a new group ("Organize toolbars
/// into related groupings", Apple's Landmarks sample), an item whose shared background is hidden
/// is "placed in its own grouping" on no glass, and a prominent item (a confirmation action) is
/// "not visually grouped with other items" (`UIBarButtonItem.Style.prominent`), drawn on a
/// platter of the tint with a white label (an estimate, as `.glassProminent` draws). An item that
/// fills (an expanded search field, `ToolbarSearchItem`) is a piece of its own on its own glass.
enum GlassToolbarPiece {
    case platter([ToolbarEntry], Look)
    case space(SpacerSizing)
    case filling(ToolbarEntry)

    enum Look { case glass, prominent, bare }

    static func pieces(_ entries: [ToolbarEntry]) -> [GlassToolbarPiece] {
        var pieces: [GlassToolbarPiece] = []
        var shared: [ToolbarEntry] = []
        func endShared() {
            if !shared.isEmpty { pieces.append(.platter(shared, .glass)) }
            shared = []
        }
        for entry in entries {
            if let sizing = entry.spacer {
                endShared()
                pieces.append(.space(sizing))
            } else if entry.fills {
                endShared()
                pieces.append(.filling(entry))
            } else if entry.confirms {
                endShared()
                pieces.append(.platter([entry], .prominent))
            } else if !entry.sharesBackground {
                endShared()
                pieces.append(.platter([entry], .bare))
            } else {
                shared.append(entry)
            }
        }
        endShared()
        return pieces
    }
}

/// A bar's pieces in a row, 12 pt apart (`GlassBarItemMetrics.platterSpacing`); a flexible spacer
/// takes the room left, at least that gap. A `Spacer()` among a group's views (the idiom of
/// toolbars before iOS 26) is a flexible space too, and splits the group's platter there.
nonisolated struct GlassToolbarRow: View {
    let pieces: [GlassToolbarPiece]

    var body: some View {
        HStack(spacing: GlassBarItemMetrics.platterSpacing) {
            ForEach(pieces.indices, id: \.self) { index in
                switch pieces[index] {
                case .space(let sizing):
                    if sizing == .flexible { Spacer(minLength: 0) }
                case .filling(let entry):
                    // Before the flexible spaces: they share what the field leaves, none.
                    entry.content.layoutPriority(1)
                case .platter(let entries, let look):
                    // The views are built here, so their colours are set here (`GlassPlatter.labels`).
                    let views = ForEach(entries.indices, id: \.self) { entries[$0].content }
                    Group(subviews: GlassPlatter<EmptyView>.labels(views, look: look)) { subviews in
                        let runs = Self.runs(Array(subviews))
                        ForEach(runs.indices, id: \.self) { run in
                            if runs[run].isEmpty {
                                Spacer(minLength: 0)
                            } else {
                                GlassPlatter(look: look) { ForEach(runs[run]) { $0 } }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The views between spacers, each spacer an empty run of its own.
    static func runs(_ subviews: [Subview]) -> [[Subview]] {
        var runs: [[Subview]] = [[]]
        for subview in subviews {
            if subview.node.behavior is SpacerBehavior {
                if runs[runs.count - 1].isEmpty { runs.removeLast() }
                runs += [[], []]
            } else {
                runs[runs.count - 1].append(subview)
            }
        }
        if runs.last?.isEmpty == true { runs.removeLast() }
        return runs
    }
}

/// Items on one platter: glass with labels in the label colour, the tint with white labels, or
/// no platter at all.
nonisolated struct GlassPlatter<Content: View>: View {
    let look: GlassToolbarPiece.Look
    @ViewBuilder let content: Content

    var body: some View {
        let row = GlassBarItemRow { content }.barItemSlots()
        switch look {
        case .glass: row.glassEffect(.regular, in: Capsule())
        case .prominent: row.background(Capsule().fill(.tint))
        case .bare: row
        }
    }

    /// Labels as a platter of `look` colours them: the label colour on glass, white on the tint.
    @ViewBuilder static func labels(_ views: some View, look: GlassToolbarPiece.Look) -> some View {
        switch look {
        case .glass, .bare: views.tint(Color.primary).environment(\.isGlassBarItem, true)
        case .prominent: views.tint(Color.white)
        }
    }
}

private struct IsGlassBarItemKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// True inside a Liquid Glass bar's items, whose labels keep the label colour even for a
    /// destructive role (measured: a `Button(role: .destructive)` bar item's label is black on iOS
    /// 26.4; docs/reference/ios26-navigation-bar.md).
    var isGlassBarItem: Bool {
        get { self[IsGlassBarItemKey.self] } set { self[IsGlassBarItemKey.self] = newValue }
    }
}
