/// A leading or trailing edge, for modifiers that act on one horizontal edge (`safeAreaInset(edge:)`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable { case leading, trailing }
