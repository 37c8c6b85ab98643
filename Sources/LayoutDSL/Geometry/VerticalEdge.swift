/// A top or bottom edge, for modifiers that act on one vertical edge (`safeAreaInset(edge:)`).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable { case top, bottom }
