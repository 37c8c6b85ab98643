private struct ListRowAppearanceKey: EnvironmentKey { static let defaultValue: ListAppearance? = nil }
private struct IsListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set by a List for its content: each element its lazy stack builds is decorated as a row
    /// of this appearance (and sections as list sections).
    var listRowAppearance: ListAppearance? {
        get { self[ListRowAppearanceKey.self] } set { self[ListRowAppearanceKey.self] = newValue }
    }
    /// True for the content of a list's rows (a `badge` shows there).
    var isListRow: Bool { get { self[IsListRowKey.self] } set { self[IsListRowKey.self] = newValue } }
}

/// Where a row sits in its section: inset grouped cards round the first row's top corners and
/// the last row's bottom ones, and grouped styles draw no separator below the last row.
struct ListRowPosition {
    var isFirst: Bool
    var isLast: Bool
}

/// The chrome iOS draws around a list row: content insets (`listRowInsets`, else
/// `ListMetrics.rowInsets`), a 44-point minimum height, the cell background
/// (`listRowBackground`, else the style's), the separator below starting at the row's text,
/// and in an inset grouped list the card's margins and rounded corners.
enum ListRowChrome {
    /// `spaceBefore`: room left above the first row of an implicit section (rows outside any
    /// `Section` in a grouped list).
    /// `sectionTraits`: row modifiers applied to the section, outermost first; each row takes
    /// what its own modifiers leave unset.
    static func decorate(_ rows: NodeList, appearance: ListAppearance, position: ListRowPosition,
                         spaceBefore: CGFloat = 0, sectionTraits: [(ListRowTraits, BuildContext) -> Void] = [],
                         context: BuildContext) -> NodeList {
        if !sectionTraits.isEmpty {
            let traitContext = context.child(.slot(6))
            for row in rows {
                let traits = row.listRowTraits ?? ListRowTraits()
                row.listRowTraits = traits
                for apply in sectionTraits.reversed() { apply(traits, traitContext) }
            }
        }
        // With `listRowSpacing` rows stand apart: each is its own card, rounded all round.
        let apart = (context.environment.listRowSpacing ?? 0) > 0
        return NodeList(rows.enumerated().map { index, row in
            let rowPosition = ListRowPosition(isFirst: apart || position.isFirst && index == 0,
                                              isLast: apart || position.isLast && index == rows.count - 1)
            // The line between two rows is the upper row's bottom separator and the lower row's
            // top one: hiding either hides it.
            let next = index + 1 < rows.count ? rows[index + 1].listRowTraits : nil
            let decorated = decorate(row, appearance: appearance, position: rowPosition,
                                     nextHidesTop: next?.separator[.top] == .hidden, context: context)
            guard spaceBefore > 0, position.isFirst, index == 0 else { return decorated }
            return LayoutNode.make(PaddingBehavior(insets: EdgeInsets(top: spaceBefore, leading: 0, bottom: 0, trailing: 0)),
                                   subviews: [decorated])
        })
    }

    private static func decorate(_ row: LayoutNode, appearance: ListAppearance, position: ListRowPosition,
                                 nextHidesTop: Bool, context: BuildContext) -> LayoutNode {
        let environment = context.environment
        let design = environment.systemDesign
        let traits = row.listRowTraits
        var insets = traits?.insets ?? ListMetrics.rowInsets(design, appearance)
        insets.trailing += environment.sectionIndexRowInset
        let selection = ListSelection.state(of: row, in: environment)
        var content = row
        if let selection, selection.editing {
            let indicator = context.child(.slot(8)).with(stackAxis: nil).build(ListSelectionIndicator(isSelected: selection.selected))
            content = LayoutNode.make(LayoutBehavior(HStackLayout(spacing: ListSelectionIndicator.spacing)), subviews: indicator + [row])
        }
        let padded = LayoutNode.make(PaddingBehavior(insets: insets), subviews: [content])
        let framed = LayoutNode.make(FlexibleFrameBehavior(width: .init(min: nil, ideal: nil, max: .infinity),
                                                      height: .init(min: environment.ownDefaultMinListRowHeight
                                                                        ?? ListMetrics.rowMinHeight(design, appearance,
                                                                                                    environment.dynamicTypeSize),
                                                                    ideal: nil, max: nil),
                                                      alignment: .leading),
                                subviews: [padded])
        let background: NodeList = selection?.selected == true
            ? context.child(.slot(9)).with(stackAxis: nil).build(Color(uiColor: .systemGray4))
            : traits?.background
                ?? (appearance.isGrouped ? context.child(.slot(5)).with(stackAxis: nil).build(ListMetrics.rowBackground(appearance)) : [])
        let hidesLast = position.isLast && (appearance.isGrouped || traits?.sectionSeparator[.bottom] == .hidden)
        let separatorColor = traits?.separatorTint[.bottom] ?? ListMetrics.separatorColor
        let separator: LayoutNode? = traits?.separator[.bottom] == .hidden || nextHidesTop || hidesLast ? nil
            : LayoutNode.make(DividerBehavior(axis: .vertical,
                                              thickness: ListMetrics.separatorThickness(design, appearance,
                                                                                        pixelLength: environment.pixelLength),
                                              color: separatorColor.resolve(in: environment)))
        let backgroundNode = background.isEmpty ? nil : ZStackLayout().implicitContainer(of: background)
        var node = LayoutNode.make(ListRowBehavior(hasBackground: backgroundNode != nil, hasSeparator: separator != nil,
                                                   contentInset: insets.leading,
                                                   trailingInset: ListMetrics.separatorTrailingInset(design, appearance)
                                                       + environment.sectionIndexRowInset),
                              subviews: NodeList([backgroundNode, framed, separator].compactMap { $0 }))
        if let tap = selection?.tap {
            node.gestures.append(AttachedGesture(recognizer: TapGesture().onEnded { _ in tap() }._recognizer, priority: .normal))
        }
        let swipe = SwipeRowBehavior.actions(of: row)
        if !swipe.isEmpty {
            node = SwipeRowBehavior.wrap(node, actions: swipe, context: context.child(.slot(7)))
        }
        if appearance.hasCards {
            let radius = ListMetrics.cardCornerRadius(design)
            let shape = UnevenRoundedRectangle(topLeadingRadius: position.isFirst ? radius : 0,
                                               bottomLeadingRadius: position.isLast ? radius : 0,
                                               bottomTrailingRadius: position.isLast ? radius : 0,
                                               topTrailingRadius: position.isFirst ? radius : 0)
            node = node.adding(NodeEffect("listCard", .clip({ shape.path(in: CGRect(size: $0)) }, FillStyle()), in: context))
        }
        let margin = ListMetrics.margin(appearance)
        guard margin > 0 else { return node }
        return LayoutNode.make(PaddingBehavior(insets: EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)), subviews: [node])
    }
}
