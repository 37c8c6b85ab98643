/// How the ends of an open stroke are drawn (Apple's documentation of `CGLineCap`).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
