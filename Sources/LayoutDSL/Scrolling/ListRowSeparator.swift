nonisolated extension View {
    /// Shows or hides the separator above (`.top`) or below (`.bottom`) the row. iOS draws one
    /// line between rows: the line below a row is its bottom separator.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        listRowTrait { traits, _ in for edge in edges.edges where traits.separator[edge] == nil { traits.separator[edge] = visibility } }
    }

    /// The colour of the row's separators (nil: `Color.separator`).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        listRowTrait { traits, _ in
            guard let color else { return }
            for edge in edges.edges where traits.separatorTint[edge] == nil { traits.separatorTint[edge] = color }
        }
    }

    /// Shows or hides the separator at the top or bottom of the section holding the row: in a
    /// plain list, the line below a section's last row.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        listRowTrait { traits, _ in
            for edge in edges.edges where traits.sectionSeparator[edge] == nil { traits.sectionSeparator[edge] = visibility }
        }
    }

    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        listRowTrait { traits, _ in
            guard let color else { return }
            for edge in edges.edges where traits.sectionSeparatorTint[edge] == nil { traits.sectionSeparatorTint[edge] = color }
        }
    }
}
