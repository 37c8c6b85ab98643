public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
