/// What one view of an open menu's content is to the platter that arranges it: a row a control
/// made (a button, a toggle, a picker's option, a submenu), a palette's row of images, a
/// section's title, a section break (`Divider()`, a `Section`'s edges), or any other view,
/// which the platter pads like a row.
enum MenuItemKind: Equatable, Sendable { case row, palette, header, separator, other }

struct MenuItemKindKey: ContainerValueKey { static let defaultValue = MenuItemKind.other }

extension ContainerValues {
    var menuItemKind: MenuItemKind {
        get { self[MenuItemKindKey.self] } set { self[MenuItemKindKey.self] = newValue }
    }
}

/// The platter's sequence: the content's views in order (reversed when a `.priority` menu
/// opens upward, so its first items stay nearest the button: Apple's documentation of
/// `MenuOrder.priority`), with the separators between sections collapsed and trimmed at the
/// ends and, in iOS 18's design, a hairline between two rows that follow each other. A section's
/// title stays at the top of its section when the order is reversed. iOS 26 draws no line
/// between rows and parts a palette from its neighbours as any section (`GlassMenuMetrics`).
enum MenuArrangement {
    enum Entry: Equatable { case view(Int), hairline, separator }

    static func entries(kinds: [MenuItemKind], reversed: Bool, design: SystemDesign) -> [Entry] {
        let glass = design == .liquidGlass
        // Sections: runs between separators, each with its title first.
        var sections: [[Int]] = [[]]
        // A break right after a section's title (an inline picker in a titled section) does not
        // part the title from its rows.
        for (index, kind) in kinds.enumerated() {
            let current = sections[sections.count - 1]
            if kind != .separator { sections[sections.count - 1].append(index) }
            else if current.isEmpty || !current.allSatisfy({ kinds[$0] == .header }) { sections.append([]) }
        }
        sections.removeAll { $0.isEmpty }
        if reversed {
            sections = sections.reversed().map { section in
                let titles = section.filter { kinds[$0] == .header }
                return titles + section.filter { kinds[$0] != .header }.reversed()
            }
        }
        // In iOS 18 a palette's section is parted from its neighbours by a hairline, not the band
        // (UIKit's thin section separator: a palette section wants no section separator on an iPhone).
        func isPalette(_ section: [Int]) -> Bool { section.contains { kinds[$0] == .palette } }
        var entries: [Entry] = []
        for (position, section) in sections.enumerated() {
            if !entries.isEmpty {
                entries.append(!glass && (isPalette(section) || isPalette(sections[position - 1])) ? .hairline : .separator)
            }
            for (position, index) in section.enumerated() {
                if !glass, position > 0, kinds[section[position - 1]] != .header, kinds[index] != .header { entries.append(.hairline) }
                entries.append(.view(index))
            }
        }
        return entries
    }
}
