import XCTest

final class ClassicTests: XCTestCase {}
