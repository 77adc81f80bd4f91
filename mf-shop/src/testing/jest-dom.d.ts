// Types of the jest-dom matchers (`toBeInTheDocument`, `toHaveAccessibleDescription`…) that the root jest setup installs.
/// <reference types="@testing-library/jest-dom" />
