import XCTest

final class MyAppTests: XCTestCase {}
